import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

const years = ['2021', '2022', '2023', '2024', '2025'];

// Average price of a flat, in thousands of euros, by city.
const cities: { label: string; data: number[] }[] = [
  { label: 'Lyon', data: [268, 281, 274, 262, 270] },
  { label: 'Nantes', data: [232, 249, 243, 231, 236] },
  { label: 'Lille', data: [205, 214, 209, 201, 207] },
];

export default function HighlightingScopeOptions() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');

  const series: BarSeries[] = cities.map((city) => ({ ...city, highlightScope: { highlight, fade } }));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightOptions)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as FadeOptions)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
      </Stack>
      <BarChart height={300} xAxis={[{ scaleType: 'band', data: years }]} series={series} />
    </Stack>
  );
}
