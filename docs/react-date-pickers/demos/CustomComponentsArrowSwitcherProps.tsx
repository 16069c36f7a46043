import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

// The same slot props work on every component that has the arrows.
const arrowSlotProps = {
  previousIconButton: { color: 'primary' },
  nextIconButton: { color: 'primary' },
  leftArrowIcon: { fontSize: 'small' },
  rightArrowIcon: { fontSize: 'small' },
} as const;

export default function CustomComponentsArrowSwitcherProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {/* The arrows of the calendar header move by a month. */}
        <DateCalendar defaultValue={dayjs('2025-04-09T10:15')} slotProps={arrowSlotProps} />
        {/* The arrows of the clock switch between the hours and the minutes. */}
        <TimeClock defaultValue={dayjs('2025-04-09T10:15')} showViewSwitcher slotProps={arrowSlotProps} />
      </Stack>
    </LocalizationProvider>
  );
}
