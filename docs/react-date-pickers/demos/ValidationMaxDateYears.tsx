import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A sign-up form on 1 September 2025: members must be 18 or older,
// and no one born before 1920 is expected.
const latestBirthDate = dayjs('2007-09-01');
const earliestBirthDate = dayjs('1920-01-01');

function helperText(error: DateValidationError): string {
  switch (error) {
    case 'maxDate':
      return 'Members must be 18 or older.';
    case 'minDate':
      return 'Check the year of birth.';
    case 'invalidDate':
      return 'Enter a full date.';
    default:
      return 'Born on or before 1 September 2007.';
  }
}

export default function ValidationMaxDateYears() {
  const [birthDate, setBirthDate] = useState<Dayjs | null>(null);
  const [error, setError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        openTo="year"
        views={['year', 'month', 'day']}
        value={birthDate}
        onChange={setBirthDate}
        minDate={earliestBirthDate}
        maxDate={latestBirthDate}
        onError={setError}
        slotProps={{ textField: { helperText: helperText(error) } }}
      />
    </LocalizationProvider>
  );
}
