import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// A small seeded generator, so that the data is the same on every render.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Closing value of an index over 120 trading days, as category labels.
const random = mulberry32(7);
const days: string[] = [];
const closing: number[] = [];
let value = 4200;
for (let index = 0; days.length < 120; index += 1) {
  const date = new Date(2024, 0, 2 + index);
  if (date.getDay() !== 0 && date.getDay() !== 6) {
    days.push(date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));
    value = Math.round(value * (1 + (random() - 0.48) * 0.02));
    closing.push(value);
  }
}

export default function AxisTickSpacing() {
  const [tickSpacing, setTickSpacing] = React.useState(60);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography variant="body2" gutterBottom>
          tickSpacing: {tickSpacing}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={150}
          step={10}
          value={tickSpacing}
          onChange={(_event, next) => setTickSpacing(next as number)}
          aria-label="tickSpacing"
        />
      </Box>
      <LineChart
        height={300}
        // 120 categories: without spacing, each one gets a tick.
        xAxis={[{ scaleType: 'point', data: days, tickSpacing }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: closing, label: 'Index close', showMark: false }]}
      />
    </Stack>
  );
}
