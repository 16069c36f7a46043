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

export default function TimezoneUtcValue() {
  // The value is a UTC date, so the picker shows and edits it in UTC.
  const [maintenance, setMaintenance] = useState<Dayjs | null>(dayjs.utc('2025-04-17T22:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Maintenance window (UTC)"
          ampm={false}
          value={maintenance}
          onChange={setMaintenance}
        />
        <Typography variant="body2">
          Sent to the server: {maintenance?.isValid() ? maintenance.toISOString() : '—'}
        </Typography>
        <Typography variant="body2">
          In your time zone ({dayjs.tz.guess()}):{' '}
          {maintenance?.isValid() ? maintenance.local().format('ddd D MMM YYYY, HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
