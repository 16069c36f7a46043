import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The garage is closed for lunch from 12:00 to 12:59.
function isLunchBreak(value: Dayjs, view: TimeView): boolean {
  return view === 'hours' && value.hour() === 12;
}

function describe(error: TimeValidationError): string {
  switch (error) {
    case null:
      return 'Open 08:30 to 17:30, closed 12:00 to 13:00.';
    case 'minTime':
      return 'We open at 08:30.';
    case 'maxTime':
      return 'The last drop-off is at 17:30.';
    case 'shouldDisableTime-hours':
      return 'We are closed for lunch between 12:00 and 13:00.';
    case 'minutesStep':
      return 'Pick a time on a quarter hour.';
    default:
      return 'Enter a full time.';
  }
}

export default function TimePickerOpeningHours() {
  const [dropOff, setDropOff] = useState<Dayjs | null>(dayjs('2025-07-08T09:15'));
  const [error, setError] = useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Car drop-off"
        value={dropOff}
        onChange={setDropOff}
        onError={setError}
        ampm={false}
        minTime={dayjs('2025-07-08T08:30')}
        maxTime={dayjs('2025-07-08T17:30')}
        shouldDisableTime={isLunchBreak}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        slotProps={{ textField: { helperText: describe(error) } }}
      />
    </LocalizationProvider>
  );
}
