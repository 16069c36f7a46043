import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockControlledValue() {
  const [bedtime, setBedtime] = useState<Dayjs | null>(dayjs('2025-01-10T21:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {/* Pick the hour, then the clock switches to the minutes. */}
        <TimeClock value={bedtime} onChange={setBedtime} ampm={false} />
        <Typography variant="body2">
          {bedtime ? `Lights out at ${bedtime.format('HH:mm')}` : 'Pick a bedtime'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
