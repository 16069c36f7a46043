import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

const years = ['2021', '2022', '2023', '2024', '2025'];

// Electricity generated in one country, in terawatt-hours.
export default function BarsColorPalettes() {
  const [palette, setPalette] = React.useState('rainbowSurge');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_, value: string | null) => value && setPalette(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        colors={palettes[palette]}
        xAxis={[{ scaleType: 'band', data: years }]}
        series={[
          { label: 'Wind', data: [114, 125, 139, 136, 142] },
          { label: 'Solar', data: [49, 60, 62, 72, 81] },
          { label: 'Gas', data: [90, 79, 76, 80, 71] },
          { label: 'Coal', data: [165, 177, 130, 111, 104] },
          // A series `color` wins over the palette.
          { label: 'Hydro', data: [19, 17, 20, 22, 21], color: '#0288d1' },
        ]}
      />
    </Stack>
  );
}
