import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeView } from '@mui/x-date-pickers/models';

// Deliveries start on 12 June at 14:00, then run from 08:00 to 19:00 every day.
const firstSlot = dayjs('2025-06-12T14:00');
const lastDay = dayjs('2025-06-30T19:00');

// Outside 08:00-19:00 on any day. minDateTime replaces minTime, so write the daily rule here.
function isOutsideDailyHours(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() < 8 || value.hour() > 19;
  }
  return view === 'minutes' && value.hour() === 19 && value.minute() > 0;
}

export default function DateTimePickerPageDailyHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* minTime is ignored: minDateTime takes its place, so 06:00 on 13 June is valid. */}
        <DateTimePicker
          label="minTime + minDateTime"
          ampm={false}
          minTime={dayjs('2025-06-12T08:00')}
          maxTime={dayjs('2025-06-12T19:00')}
          minDateTime={firstSlot}
          maxDateTime={lastDay}
          defaultValue={dayjs('2025-06-13T06:00')}
        />
        {/* The daily hours in shouldDisableTime, the bounds in minDateTime and maxDateTime. */}
        <DateTimePicker
          label="shouldDisableTime + minDateTime"
          ampm={false}
          shouldDisableTime={isOutsideDailyHours}
          minDateTime={firstSlot}
          maxDateTime={lastDay}
          defaultValue={dayjs('2025-06-13T09:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
