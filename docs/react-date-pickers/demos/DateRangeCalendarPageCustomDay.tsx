import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

// Days when the office is closed, keyed by ISO date.
const closures = new Set(['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01']);

function ClosureDay(props: DateRangePickerDayProps) {
  const closed = closures.has(props.day.format('YYYY-MM-DD'));

  return (
    <DateRangePickerDay
      {...props}
      sx={
        closed
          ? {
              // A red dot under the number of each closure day.
              [`& .${dateRangePickerDayClasses.day}`]: { position: 'relative' },
              [`& .${dateRangePickerDayClasses.day}::after`]: {
                content: '""',
                position: 'absolute',
                bottom: 4,
                width: 4,
                height: 4,
                borderRadius: '50%',
                backgroundColor: 'error.main',
              },
            }
          : undefined
      }
    />
  );
}

export default function DateRangeCalendarPageCustomDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center', overflowX: 'auto' }}>
        <DateRangeCalendar defaultValue={[dayjs('2025-12-22'), dayjs('2026-01-02')]} slots={{ day: ClosureDay }} />
      </Box>
    </LocalizationProvider>
  );
}
