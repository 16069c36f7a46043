import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];

// Candidates for one engineering role.
const stages = [
  { label: 'Applied', value: 420 },
  { label: 'Screened', value: 160 },
  { label: 'Interviewed', value: 48 },
  { label: 'Offered', value: 9 },
];

export default function HiringFunnelCurves() {
  const [curve, setCurve] = useState<FunnelCurveType>('bump');
  const [layout, setLayout] = useState<'vertical' | 'horizontal'>('horizontal');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
        >
          {curves.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="layout"
          value={layout}
          onChange={(event) => setLayout(event.target.value as 'vertical' | 'horizontal')}
        >
          <MenuItem value="vertical">vertical</MenuItem>
          <MenuItem value="horizontal">horizontal</MenuItem>
        </TextField>
      </Stack>
      <FunnelChart
        height={300}
        gap={4}
        categoryAxis={{
          categories: stages.map((stage) => stage.label),
          position: layout === 'horizontal' ? 'bottom' : 'left',
        }}
        series={[{ data: stages, curve, layout, variant: 'outlined', borderRadius: 4 }]}
      />
    </Stack>
  );
}
