import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('2025-04-17T09:00');
const latest = dayjs('2025-05-16T17:00');

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

function describeError(error: DateTimeValidationError): string {
  switch (error) {
    case null:
      return 'Weekdays only, from 17 April 09:00 to 16 May 17:00.';
    case 'minDate':
    case 'minTime':
      return 'The warehouse cannot ship before 17 April, 09:00.';
    case 'maxDate':
    case 'maxTime':
      return 'The carrier only books up to 16 May, 17:00.';
    case 'shouldDisableDate':
      return 'There are no deliveries at the weekend.';
    default:
      return 'Enter a complete date and time.';
  }
}

export default function DeliveryDeadlinePicker() {
  const [deadline, setDeadline] = useState<Dayjs | null>(dayjs('2025-04-18T16:00'));
  const [error, setError] = useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Delivery deadline"
        value={deadline}
        onChange={setDeadline}
        onError={setError}
        minDateTime={earliest}
        maxDateTime={latest}
        shouldDisableDate={isWeekend}
        timeSteps={{ minutes: 15 }}
        slotProps={{ textField: { helperText: describeError(error) } }}
      />
    </LocalizationProvider>
  );
}
