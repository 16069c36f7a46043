import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneUtcDateOnly() {
  // The API sends the due date as midnight UTC: "2025-04-17T00:00:00Z".
  const [dueDate, setDueDate] = useState<Dayjs | null>(dayjs.utc('2025-04-17T00:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Edited in UTC, the timezone of the value: the day stays the same everywhere. */}
          <DatePicker label="Due date (UTC)" value={dueDate} onChange={setDueDate} />
          {/* Shown in Los Angeles time, midnight UTC is still the day before. */}
          <DatePicker
            label="Same value in Los Angeles"
            timezone="America/Los_Angeles"
            value={dueDate}
            onChange={setDueDate}
          />
        </Stack>
        <Typography variant="body2">
          Sent back: {dueDate?.isValid() ? dueDate.toISOString() : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
