import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const rotaStart = dayjs('2025-07-07T00:00');
const rotaEnd = dayjs('2025-07-13T23:59');

function describe([startError, endError]: DateTimeRangeValidationError): string {
  if (startError === 'invalidRange') return 'The shift must end after it starts.';
  if (startError || endError) return 'Both times must fall in the week of 7 July.';
  return 'Night shifts may end the next morning.';
}

export default function DateTimeRangeFieldShifts() {
  const [shift, setShift] = useState<DateRange<Dayjs>>([dayjs('2025-07-08T22:00'), dayjs('2025-07-09T06:00')]);
  const [error, setError] = useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SingleInputDateTimeRangeField
        label="Night shift"
        value={shift}
        onChange={setShift}
        onError={setError}
        ampm={false}
        dateSeparator="→"
        minDateTime={rotaStart}
        maxDateTime={rotaEnd}
        helperText={describe(error)}
        sx={{ width: '100%', maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
