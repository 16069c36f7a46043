import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'bumpX',
  'step',
  'stepBefore',
  'stepAfter',
];

const hours = ['7h', '9h', '11h', '13h', '15h', '17h', '19h', '21h', '23h'];

// Visitors inside a museum, counted every two hours. It opens at 9h and closes at 20h.
const visitors = [0, 0, 310, 610, 880, 760, 430, 0, 0];

export default function LinesCurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 180 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ label: 'Visitors in the museum', data: visitors, curve }]}
        hideLegend
      />
    </Stack>
  );
}
