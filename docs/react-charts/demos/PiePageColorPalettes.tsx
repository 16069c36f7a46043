import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';
import type { PieValueType } from '@mui/x-charts/models';

// How the visitors of a recipe website reached it last month, in percent.
const sources: PieValueType[] = [
  { id: 'search', label: 'Search', value: 46 },
  { id: 'social', label: 'Social media', value: 21 },
  { id: 'direct', label: 'Direct', value: 14 },
  { id: 'newsletter', label: 'Newsletter', value: 11 },
  { id: 'other', label: 'Other sites', value: 8 },
];

// Each palette is a function of the mode, so it has a light and a dark variant.
const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

export default function PiePageColorPalettes() {
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
      <PieChart
        height={260}
        colors={palettes[palette]}
        series={[{ data: sources, innerRadius: '45%', valueFormatter: (item) => `${item.value}%` }]}
      />
    </Stack>
  );
}
