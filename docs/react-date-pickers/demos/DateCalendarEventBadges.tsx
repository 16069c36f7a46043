import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Number of team events per day, as a calendar API might return them.
const eventCounts = new Map<string, number>([
  ['2025-11-03', 1],
  ['2025-11-07', 2],
  ['2025-11-12', 1],
  ['2025-11-18', 3],
  ['2025-11-21', 1],
  ['2025-11-27', 2],
]);

function DayWithEvents(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const count = eventCounts.get(day.format('YYYY-MM-DD')) ?? 0;

  return (
    <Badge
      overlap="circular"
      color="secondary"
      badgeContent={count}
      invisible={count === 0 || outsideCurrentMonth}
    >
      <PickersDay {...props} />
    </Badge>
  );
}

export default function DateCalendarEventBadges() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <DateCalendar defaultValue={dayjs('2025-11-18')} slots={{ day: DayWithEvents }} />
      </Box>
    </LocalizationProvider>
  );
}
