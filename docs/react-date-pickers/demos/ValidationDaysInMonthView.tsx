import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The island ferry does not sail in January and February.
function isWinterDay(day: Dayjs): boolean {
  return day.month() === 0 || day.month() === 1;
}

const referenceDate = dayjs('2026-03-02');

export default function ValidationDaysInMonthView() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* The month view ignores shouldDisableDate: January and February stay clickable. */}
        <DatePicker
          label="Crossing (shouldDisableDate)"
          openTo="month"
          views={['year', 'month', 'day']}
          referenceDate={referenceDate}
          shouldDisableDate={isWinterDay}
        />
        {/* shouldDisableMonth disables the months, and every day in them. */}
        <DatePicker
          label="Crossing (shouldDisableMonth)"
          openTo="month"
          views={['year', 'month', 'day']}
          referenceDate={referenceDate}
          shouldDisableMonth={isWinterDay}
        />
      </Stack>
    </LocalizationProvider>
  );
}
