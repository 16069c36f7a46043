import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'Check-in opens at 15:00.',
  maxTime: 'Reception closes at 23:00.',
  minutesStep: 'Choose a time on the half hour.',
  invalidDate: 'Enter hours and minutes.',
};

export default function TimeFieldCheckInRules() {
  const [arrival, setArrival] = useState<Dayjs | null>(dayjs('2025-08-14T16:30'));
  const [error, setError] = useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Expected arrival"
        value={arrival}
        onChange={setArrival}
        onError={setError}
        ampm={false}
        minTime={dayjs('2025-08-14T15:00')}
        maxTime={dayjs('2025-08-14T23:00')}
        minutesStep={30}
        clearable
        helperText={error ? messages[error] : 'Between 15:00 and 23:00, on the half hour'}
      />
    </LocalizationProvider>
  );
}
