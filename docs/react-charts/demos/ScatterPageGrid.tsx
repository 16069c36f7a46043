import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Flats for rent in one city: floor area in m² and monthly rent in euros.
const flats: ScatterValueType[] = [
  { id: 1, x: 28, y: 690 },
  { id: 2, x: 35, y: 820 },
  { id: 3, x: 41, y: 870 },
  { id: 4, x: 47, y: 1040 },
  { id: 5, x: 52, y: 990 },
  { id: 6, x: 58, y: 1210 },
  { id: 7, x: 63, y: 1180 },
  { id: 8, x: 70, y: 1390 },
  { id: 9, x: 74, y: 1320 },
  { id: 10, x: 81, y: 1560 },
  { id: 11, x: 88, y: 1490 },
  { id: 12, x: 95, y: 1780 },
  { id: 13, x: 104, y: 1850 },
  { id: 14, x: 118, y: 2140 },
];

export default function ScatterPageGrid() {
  const [vertical, setVertical] = React.useState(true);
  const [horizontal, setHorizontal] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />
          }
          label="vertical"
        />
        <FormControlLabel
          control={
            <Switch
              checked={horizontal}
              onChange={(event) => setHorizontal(event.target.checked)}
            />
          }
          label="horizontal"
        />
      </Stack>
      <ScatterChart
        height={300}
        grid={{ vertical, horizontal }}
        xAxis={[{ label: 'Floor area (m²)', min: 20, max: 125 }]}
        yAxis={[{ label: 'Rent (€ per month)', min: 500, max: 2300, width: 70 }]}
        series={[
          {
            label: 'Flats',
            data: flats,
            valueFormatter: (flat) => flat && `${flat.x} m², ${flat.y} € per month`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
