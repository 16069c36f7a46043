import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const usualStart = dayjs('2025-09-15T09:00');

export default function DigitalClockUncontrolledVsControlled() {
  const [shiftStart, setShiftStart] = useState<Dayjs | null>(usualStart);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
        <Stack spacing={1}>
          <Typography variant="caption">Uncontrolled: defaultValue</Typography>
          <Paper variant="outlined" sx={{ width: 150 }}>
            {/* The clock keeps the picked time itself. */}
            <DigitalClock defaultValue={dayjs('2025-09-15T12:30')} timeStep={15} />
          </Paper>
        </Stack>
        <Stack spacing={1}>
          <Typography variant="caption">Controlled: value and onChange</Typography>
          <Paper variant="outlined" sx={{ width: 150 }}>
            <DigitalClock value={shiftStart} onChange={setShiftStart} timeStep={15} />
          </Paper>
          <Typography variant="body2">
            {shiftStart ? `Shift starts at ${shiftStart.format('h:mm A')}` : 'No start time'}
          </Typography>
          {/* Your state is the source of truth, so you can change it from outside. */}
          <Button size="small" onClick={() => setShiftStart(usualStart)}>
            Back to 9:00 AM
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
