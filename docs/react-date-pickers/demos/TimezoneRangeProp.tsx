import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneRangeProp() {
  // Both ends are stored in UTC: the start and the end must share one timezone.
  const [workshop, setWorkshop] = useState<DateRange<Dayjs>>([
    dayjs.utc('2025-05-12T08:00:00Z'),
    dayjs.utc('2025-05-13T15:30:00Z'),
  ]);
  const [start, end] = workshop;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 440 }}>
        <DateTimeRangePicker
          label="Workshop (Lisbon time)"
          ampm={false}
          timezone="Europe/Lisbon"
          value={workshop}
          onChange={setWorkshop}
        />
        <Typography variant="body2">
          Stored: {start?.isValid() ? start.toISOString() : '—'} to{' '}
          {end?.isValid() ? end.toISOString() : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
