import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Each metric has its own unit, so each one gets its own scale.
const metrics = [
  { name: 'Battery (h)', max: 24 },
  { name: 'CPU score', max: 20000 },
  { name: 'Screen (nits)', max: 600 },
  { name: 'Storage (GB)', max: 2048 },
  { name: 'Ports', max: 8 },
];

type Highlight = 'axis' | 'series' | 'none';

export default function LaptopComparisonRadar() {
  const [highlight, setHighlight] = useState<Highlight>('series');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_, value: Highlight | null) => value && setHighlight(value)}
        aria-label="Highlight"
      >
        <ToggleButton value="axis">Per metric</ToggleButton>
        <ToggleButton value="series">Per laptop</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={320}
        highlight={highlight}
        shape="circular"
        divisions={4}
        series={[
          { label: 'Aero 14', data: [18, 12400, 500, 1024, 3], fillArea: true },
          { label: 'Forge 16', data: [7, 18900, 400, 2048, 7], fillArea: true },
          { label: 'Lumen 13', data: [21, 9800, 450, 512, 2], fillArea: true },
        ]}
        radar={{ metrics }}
      />
    </Stack>
  );
}
