import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockMultiSection() {
  const [reminder, setReminder] = useState<Dayjs | null>(dayjs('2025-10-02T08:20:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Paper variant="outlined" sx={{ width: 260 }}>
          {/* One column per view; the AM/PM column comes from the 12-hour locale. */}
          <MultiSectionDigitalClock
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ minutes: 10, seconds: 15 }}
            value={reminder}
            onChange={setReminder}
          />
        </Paper>
        <Typography variant="body2">
          {reminder ? `Medication reminder at ${reminder.format('h:mm:ss A')}` : 'Pick a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
