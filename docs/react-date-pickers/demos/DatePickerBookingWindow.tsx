import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Bank holidays in England between June and August 2025.
const holidays = ['2025-08-25'];

function isClosed(day: Dayjs): boolean {
  const weekday = day.day();
  return weekday === 0 || weekday === 6 || holidays.includes(day.format('YYYY-MM-DD'));
}

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Workshops start on 2 June.',
  maxDate: 'The last workshop is on 29 August.',
  shouldDisableDate: 'The studio is closed at weekends and on bank holidays.',
};

export default function DatePickerBookingWindow() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-06-11'));
  const [error, setError] = useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Pottery workshop"
        value={day}
        onChange={setDay}
        onError={setError}
        minDate={dayjs('2025-06-02')}
        maxDate={dayjs('2025-08-29')}
        shouldDisableDate={isClosed}
        slotProps={{
          textField: {
            helperText: error ? (messages[error] ?? 'Enter a full date.') : 'Weekdays, 2 June to 29 August',
          },
        }}
      />
    </LocalizationProvider>
  );
}
