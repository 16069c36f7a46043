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

// The office in Paris suggests 2 June at 09:00, Paris time, as a starting point.
const suggestion = dayjs.tz('2025-06-02T09:00', 'Europe/Paris');

export default function TimezoneReferenceDate() {
  const [visit, setVisit] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Site visit (Paris time)"
          ampm={false}
          referenceDate={suggestion}
          value={visit}
          onChange={setVisit}
        />
        <Typography variant="body2">
          Value: {visit?.isValid() ? visit.format('YYYY-MM-DD HH:mm Z') : 'empty'}
        </Typography>
        <Typography variant="body2">
          In UTC: {visit?.isValid() ? visit.toISOString() : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
