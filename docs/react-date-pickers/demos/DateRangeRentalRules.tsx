import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The rental desk is closed at the weekend for pick-ups, and on Sundays for returns.
function isDeskClosed(day: Dayjs, position: 'start' | 'end'): boolean {
  const weekday = day.day();
  return position === 'start' ? weekday === 0 || weekday === 6 : weekday === 0;
}

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'shouldDisableDate') return 'Pick-ups are on weekdays only.';
  if (endError === 'shouldDisableDate') return 'Returns are not possible on Sundays.';
  if (startError || endError) return 'Book between 2 June and 28 September 2025.';
  return 'Pick up Monday to Friday, return any day but Sunday.';
}

export default function DateRangeRentalRules() {
  const [rental, setRental] = useState<DateRange<Dayjs>>([dayjs('2025-06-20'), dayjs('2025-06-28')]);
  const [error, setError] = useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Camper van rental"
        value={rental}
        onChange={setRental}
        onError={setError}
        minDate={dayjs('2025-06-02')}
        maxDate={dayjs('2025-09-28')}
        shouldDisableDate={isDeskClosed}
        slotProps={{ textField: { helperText: describe(error) } }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
