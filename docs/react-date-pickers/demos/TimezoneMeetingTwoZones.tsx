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

export default function TimezoneMeetingTwoZones() {
  // One UTC value, shown in the timezone of each office.
  const [call, setCall] = useState<Dayjs | null>(dayjs.utc('2025-03-20T16:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimePicker
            label="London office"
            ampm={false}
            timezone="Europe/London"
            value={call}
            onChange={setCall}
          />
          <DateTimePicker
            label="San Francisco office"
            ampm={false}
            timezone="America/Los_Angeles"
            value={call}
            onChange={setCall}
          />
        </Stack>
        <Typography variant="body2">
          Stored: {call?.isValid() ? call.toISOString() : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
