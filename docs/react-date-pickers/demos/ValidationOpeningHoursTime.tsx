import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// The workshop takes bookings from 08:00 to 17:30, every 15 minutes,
// and closes for lunch from 12:00 to 12:59.
function isLunchBreak(value: Dayjs, view: TimeView): boolean {
  return view === 'hours' && value.hour() === 12;
}

function errorMessage(error: TimeValidationError): string {
  switch (error) {
    case 'minTime':
      return 'The workshop opens at 08:00.';
    case 'maxTime':
      return 'The last slot starts at 17:30.';
    case 'shouldDisableTime-hours':
      return 'No bookings during the lunch break.';
    case 'minutesStep':
      return 'Slots start on the hour, or at :15, :30 or :45.';
    case 'invalidDate':
      return 'Enter a full time.';
    default:
      return '08:00 to 17:30, every 15 minutes.';
  }
}

export default function ValidationOpeningHoursTime() {
  const [time, setTime] = useState<Dayjs | null>(dayjs('2025-06-16T09:30'));
  const [error, setError] = useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Drop-off time"
        ampm={false}
        value={time}
        onChange={setTime}
        minTime={dayjs('2025-06-16T08:00')}
        maxTime={dayjs('2025-06-16T17:30')}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        shouldDisableTime={isLunchBreak}
        onError={setError}
        slotProps={{ textField: { helperText: errorMessage(error) } }}
      />
    </LocalizationProvider>
  );
}
