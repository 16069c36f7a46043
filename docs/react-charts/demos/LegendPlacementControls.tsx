import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Direction } from '@mui/x-charts/ChartsLegend';
import type { Position } from '@mui/x-charts/models';

type Vertical = NonNullable<Position['vertical']>;
type Horizontal = NonNullable<Position['horizontal']>;

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

// Visitors per season in a city museum, in thousands.
const series = [
  { label: 'Modern art', data: [42, 61, 38, 29] },
  { label: 'Natural history', data: [55, 78, 47, 44] },
  { label: 'Science', data: [36, 52, 41, 39] },
];

export default function LegendPlacementControls() {
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="vertical">vertical</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position.vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
        >
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position.horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="center">center</MenuItem>
          <MenuItem value="end">end</MenuItem>
        </TextField>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: seasons }]}
        yAxis={[{ label: 'Visitors (thousands)' }]}
        series={series}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Stack>
  );
}
