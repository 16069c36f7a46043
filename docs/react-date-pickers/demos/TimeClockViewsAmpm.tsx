import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { TimeView } from '@mui/x-date-pickers/models';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViewsAmpm() {
  const [launch, setLaunch] = useState<Dayjs | null>(dayjs('2025-02-20T14:05:40'));
  const [view, setView] = useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <TimeClock
          views={['hours', 'minutes', 'seconds']}
          view={view}
          onViewChange={setView}
          value={launch}
          onChange={setLaunch}
          ampm
          ampmInClock
          showViewSwitcher
        />
        <Typography variant="body2">
          {`Editing the ${view}. `}
          {launch ? `Launch at ${launch.format('h:mm:ss A')}` : ''}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
