import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments for rent: floor area in m² and monthly rent in euros.
const apartments = [
  { id: 1, x: 28, y: 690 },
  { id: 2, x: 35, y: 820 },
  { id: 3, x: 41, y: 910 },
  { id: 4, x: 47, y: 1020 },
  { id: 5, x: 52, y: 1080 },
  { id: 6, x: 58, y: 1240 },
  { id: 7, x: 64, y: 1290 },
  { id: 8, x: 71, y: 1450 },
  { id: 9, x: 79, y: 1520 },
  { id: 10, x: 86, y: 1710 },
  { id: 11, x: 94, y: 1830 },
  { id: 12, x: 108, y: 2090 },
];

export default function AxisRenderingOptions() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [showLabel, setShowLabel] = React.useState(true);
  const [tickSize, setTickSize] = React.useState(6);

  const axisSettings = {
    disableLine,
    disableTicks,
    tickSize,
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />
          }
          label="disableLine"
        />
        <FormControlLabel
          control={
            <Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />
          }
          label="disableTicks"
        />
        <FormControlLabel
          control={<Switch checked={showLabel} onChange={(event) => setShowLabel(event.target.checked)} />}
          label="label"
        />
        <Box sx={{ width: 200 }}>
          <Typography variant="body2">tickSize: {tickSize}</Typography>
          <Slider
            size="small"
            min={0}
            max={20}
            value={tickSize}
            onChange={(_event, value) => setTickSize(value as number)}
            aria-label="tickSize"
          />
        </Box>
      </Stack>
      <ScatterChart
        height={320}
        xAxis={[
          {
            ...axisSettings,
            label: showLabel ? 'Floor area (m²)' : undefined,
            min: 20,
            max: 120,
            // Tick marks take room from the tick labels: grow the axis with them.
            height: 19 + tickSize + (showLabel ? 20 : 0),
          },
        ]}
        yAxis={[
          {
            ...axisSettings,
            label: showLabel ? 'Rent (€ / month)' : undefined,
            width: 50 + tickSize + (showLabel ? 20 : 0),
          },
        ]}
        series={[{ data: apartments, label: 'Apartments' }]}
      />
    </Stack>
  );
}
