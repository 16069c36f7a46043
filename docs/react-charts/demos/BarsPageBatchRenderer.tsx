import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Renderer = 'svg-single' | 'svg-batch';

// Small seeded generator (mulberry32): the same "random" values on every render.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Daily output of a 6 kW rooftop solar installation over five years, in kWh.
const random = createRandom(2021);
const days: Date[] = [];
const output: number[] = [];
for (let time = Date.UTC(2021, 0, 1); time < Date.UTC(2026, 0, 1); time += 86_400_000) {
  const day = new Date(time);
  const dayOfYear = (time - Date.UTC(day.getUTCFullYear(), 0, 1)) / 86_400_000;
  // Longer, higher days in summer; clouds take a random share of the output.
  const clearSky = 17 - 12 * Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365);
  const clouds = random() < 0.35 ? 0.2 + 0.5 * random() : 0.8 + 0.2 * random();
  days.push(day);
  output.push(Math.round(clearSky * clouds * 10) / 10);
}

const dateFormatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const monthFormatter = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function BarsPageBatchRenderer() {
  const [renderer, setRenderer] = React.useState<Renderer>('svg-batch');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1 }}>
        <Typography variant="body2">renderer ({output.length} bars)</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={renderer}
          onChange={(_, value: Renderer | null) => value && setRenderer(value)}
        >
          <ToggleButton value="svg-single">svg-single</ToggleButton>
          <ToggleButton value="svg-batch">svg-batch</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <BarChart
        height={320}
        renderer={renderer}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            categoryGapRatio: 0,
            // One tick at the start of each half-year.
            tickInterval: (day: Date) => day.getUTCDate() === 1 && day.getUTCMonth() % 6 === 0,
            valueFormatter: (day: Date, context) =>
              context.location === 'tick' ? monthFormatter.format(day) : dateFormatter.format(day),
          },
        ]}
        yAxis={[{ label: 'kWh' }]}
        series={[{ label: 'Solar output', data: output, valueFormatter: (value) => `${value} kWh` }]}
        hideLegend
      />
    </Box>
  );
}
