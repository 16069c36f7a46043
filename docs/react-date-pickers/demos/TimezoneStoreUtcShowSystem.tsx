import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneStoreUtcShowSystem() {
  // Stored and sent in UTC.
  const [deadline, setDeadline] = useState<Dayjs | null>(dayjs.utc('2025-11-28T16:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Submission deadline (your time)"
          ampm={false}
          timezone="system"
          value={deadline}
          onChange={setDeadline}
        />
        <Typography variant="body2">Your timezone: {dayjs.tz.guess()}</Typography>
        <Typography variant="body2">
          Stored: {deadline?.isValid() ? deadline.toISOString() : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
