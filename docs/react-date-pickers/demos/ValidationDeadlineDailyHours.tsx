import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// Collect the parcel by 16 May 2025 at 12:00. The desk opens from 08:00 to 18:00.
const lastCollection = dayjs('2025-05-16T12:00');

// With maxDateTime set, maxTime and minTime no longer work as daily hours,
// so the opening hours go in shouldDisableTime.
function isDeskClosed(value: Dayjs, view: TimeView): boolean {
  return view === 'hours' && (value.hour() < 8 || value.hour() >= 18);
}

function helperText(error: DateTimeValidationError): string {
  switch (error) {
    case 'maxDate':
      return 'The parcel goes back to the sender after 16 May.';
    case 'maxTime':
      return 'On 16 May, collect before 12:00.';
    case 'shouldDisableTime-hours':
      return 'The desk is open from 08:00 to 18:00.';
    case 'invalidDate':
      return 'Enter a full date and time.';
    default:
      return 'By 16 May at 12:00, during opening hours.';
  }
}

export default function ValidationDeadlineDailyHours() {
  const [collection, setCollection] = useState<Dayjs | null>(dayjs('2025-05-14T10:00'));
  const [error, setError] = useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Collection"
        ampm={false}
        referenceDate={dayjs('2025-05-12T09:00')}
        maxDateTime={lastCollection}
        shouldDisableTime={isDeskClosed}
        value={collection}
        onChange={setCollection}
        onError={setError}
        slotProps={{ textField: { helperText: helperText(error) } }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
