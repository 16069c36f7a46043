import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeView } from '@mui/x-date-pickers/models';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const allViews: TimeView[] = ['hours', 'minutes', 'seconds'];
const start = dayjs('2025-06-16T09:45:00');

export default function PlaygroundTimeOptions() {
  const [ampm, setAmpm] = useState(true);
  const [views, setViews] = useState<TimeView[]>(['hours', 'minutes']);
  const [minutesStep, setMinutesStep] = useState(1);

  // Both pickers receive the same props: compare the digital clock and the analog clock.
  const shared = { ampm, views, minutesStep, defaultValue: start };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            label="ampm"
            control={<Switch checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
          />
          <ToggleButtonGroup
            size="small"
            aria-label="Views"
            value={views}
            // Keep at least one view, in the order hours, minutes, seconds.
            onChange={(_event, next: TimeView[]) =>
              next.length > 0 && setViews(allViews.filter((view) => next.includes(view)))
            }
          >
            {allViews.map((view) => (
              <ToggleButton key={view} value={view}>
                {view}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Minutes step"
            value={minutesStep}
            onChange={(_event, next: number | null) => next && setMinutesStep(next)}
          >
            {[1, 5, 15].map((step) => (
              <ToggleButton key={step} value={step}>
                {`${step} min`}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Stack key={views.join()} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopTimePicker label="Desktop (digital clock)" {...shared} />
          <StaticTimePicker {...shared} slotProps={{ actionBar: { actions: [] } }} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
