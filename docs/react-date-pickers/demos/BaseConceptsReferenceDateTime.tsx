import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The conference starts on 1 September at 09:00.
const conferenceStart = dayjs('2025-09-01T09:00');

export default function BaseConceptsReferenceDateTime() {
  const [session, setSession] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        {/* Empty, but the calendar opens on September 2025 and a picked day starts at 09:00. */}
        <DateTimePicker
          label="Session start"
          value={session}
          onChange={setSession}
          referenceDate={conferenceStart}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {session?.isValid() ? session.format('YYYY-MM-DD HH:mm') : String(session)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
