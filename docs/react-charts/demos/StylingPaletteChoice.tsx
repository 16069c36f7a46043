import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  greenPalette,
  strawberrySkyPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';

const palettes: Record<string, ChartsColorPalette> = {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  strawberrySkyPalette,
  greenPalette,
  // Your own colours: a plain array, used for light and dark mode alike.
  'Custom array': ['#264653', '#2a9d8f', '#8ab17d', '#e9c46a', '#f4a261', '#e76f51'],
};

// Where a household's electricity goes in a year, in kWh.
const uses = [
  { id: 0, label: 'Heating', value: 1450 },
  { id: 1, label: 'Water heating', value: 820 },
  { id: 2, label: 'Kitchen', value: 610 },
  { id: 3, label: 'Laundry', value: 390 },
  { id: 4, label: 'Lighting', value: 280 },
  { id: 5, label: 'Electronics', value: 450 },
];

export default function StylingPaletteChoice() {
  const [name, setName] = React.useState('blueberryTwilightPalette');

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="colors"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ width: 240 }}
      >
        {Object.keys(palettes).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        height={260}
        colors={palettes[name]}
        series={[{ data: uses, innerRadius: 50, valueFormatter: (item) => `${item.value} kWh` }]}
      />
    </Stack>
  );
}
