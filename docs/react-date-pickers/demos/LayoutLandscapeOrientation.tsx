import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type Orientation = 'portrait' | 'landscape';

export default function LayoutLandscapeOrientation() {
  const [orientation, setOrientation] = useState<Orientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: Orientation | null) => next && setOrientation(next)}
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        {/* The landscape layout is wider than a phone screen: let it scroll. */}
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDatePicker orientation={orientation} defaultValue={dayjs('2025-04-08')} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
