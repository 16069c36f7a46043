import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const steps = [15, 30, 45, 60];

export default function DigitalClockTimeStepChoice() {
  const [timeStep, setTimeStep] = useState(30);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={timeStep}
          onChange={(_event, next: number | null) => next !== null && setTimeStep(next)}
          aria-label="Minutes between options"
        >
          {steps.map((step) => (
            <ToggleButton key={step} value={step}>
              {`${step} min`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Paper variant="outlined" sx={{ width: 150 }}>
          {/* With 45 minutes, the options drift: 00:00, 00:45, 01:30... */}
          <DigitalClock
            ampm={false}
            timeStep={timeStep}
            referenceDate={dayjs('2025-04-07T00:00')}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
