import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The weekend ferry leaves on Fridays and comes back on Sundays.
function hasNoSailing(day: Dayjs, position: 'start' | 'end'): boolean {
  return position === 'start' ? day.day() !== 5 : day.day() !== 0;
}

function helperText([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange') return 'The return must be after the departure.';
  if (startError === 'shouldDisableDate') return 'Outbound sailings leave on Fridays.';
  if (endError === 'shouldDisableDate') return 'Return sailings leave on Sundays.';
  if (startError || endError) return 'Enter both dates in full.';
  return 'Out on a Friday, back on a Sunday.';
}

export default function ValidationRangeStartEnd() {
  const [trip, setTrip] = useState<DateRange<Dayjs>>([dayjs('2025-07-04'), dayjs('2025-07-13')]);
  const [error, setError] = useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Ferry trip"
        value={trip}
        onChange={setTrip}
        shouldDisableDate={hasNoSailing}
        onError={setError}
        slotProps={{ textField: { helperText: helperText(error) } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
