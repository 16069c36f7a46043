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

export default function TimezoneDayjsTz() {
  // dayjs.tz() reads the string as Paris time and remembers the zone name.
  const [concert, setConcert] = useState<Dayjs | null>(
    dayjs.tz('2025-10-03T20:30', 'Europe/Paris'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Concert (Paris)"
          ampm={false}
          value={concert}
          onChange={setConcert}
        />
        <Typography variant="body2">
          Value: {concert?.isValid() ? concert.format('YYYY-MM-DD HH:mm Z') : '—'}
        </Typography>
        <Typography variant="body2">
          Live stream in New York:{' '}
          {concert?.isValid() ? concert.tz('America/New_York').format('ddd D MMM, HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
