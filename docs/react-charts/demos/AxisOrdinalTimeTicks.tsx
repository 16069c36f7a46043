import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

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

// Orders shipped by a web shop on each working day from February to June: no bar on weekends.
const random = mulberry32(42);
// Every calendar day from February 1st to June 30th, 2024, without Saturdays and Sundays.
const days = Array.from({ length: 151 }, (_, index) => new Date(2024, 1, 1 + index)).filter(
  (date) => date.getDay() !== 0 && date.getDay() !== 6,
);
const orders = days.map((_, index) => Math.round(180 + index * 0.8 + random() * 60));

export default function AxisOrdinalTimeTicks() {
  const [timeTicks, setTimeTicks] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={timeTicks} onChange={(event) => setTimeTicks(event.target.checked)} />}
        label="ordinalTimeTicks"
      />
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            // From the coarsest to the finest: the chart keeps the ones that suit the date range.
            ordinalTimeTicks: timeTicks
              ? ['years', 'quarterly', 'months', 'biweekly', 'weeks', 'days']
              : undefined,
            // Used by the tooltip; with ordinalTimeTicks, the tick labels come from the frequencies.
            valueFormatter: (date: Date) =>
              date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' }),
          },
        ]}
        series={[{ data: orders, label: 'Orders shipped' }]}
      />
    </Stack>
  );
}
