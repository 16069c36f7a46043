import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

// The Tokyo store opens on 2 June 2025 at 10:00, Tokyo time, and closes on Mondays.
const opening = dayjs.tz('2025-06-02T10:00', 'Asia/Tokyo');

function isMonday(day: Dayjs): boolean {
  return day.day() === 1;
}

function helperText(error: DateTimeValidationError): string {
  switch (error) {
    case 'shouldDisableDate':
      return 'The store is closed on Mondays (Tokyo time).';
    case 'minDate':
    case 'minTime':
      return 'The store opens on 2 June at 10:00.';
    default:
      return 'Tuesday to Sunday, from 2 June.';
  }
}

export default function TimezoneValidationTokyo() {
  // Sunday 1 June at 21:00 in UTC is Monday 2 June at 06:00 in Tokyo.
  const [pickUp, setPickUp] = useState<Dayjs | null>(dayjs.utc('2025-06-01T21:00:00Z'));
  const [error, setError] = useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Click and collect (Tokyo time)"
          ampm={false}
          timezone="Asia/Tokyo"
          minDateTime={opening}
          shouldDisableDate={isMonday}
          value={pickUp}
          onChange={setPickUp}
          onError={setError}
          slotProps={{ textField: { helperText: helperText(error) } }}
        />
        <Typography variant="body2">
          Stored in UTC: {pickUp?.isValid() ? pickUp.format('ddd D MMM, HH:mm [UTC]') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
