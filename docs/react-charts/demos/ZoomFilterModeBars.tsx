import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Orders of a web shop in November and December: Black Friday and the days around it stand out.
const days = Array.from({ length: 61 }, (_, index) => new Date(2025, 10, index + 1));
const orders = days.map((day, index) => {
  const base = 300 + index * 4;
  if (index >= 27 && index <= 30) {
    return [1900, 2400, 1500, 2100][index - 27];
  }
  return day.getDay() === 0 ? Math.round(base * 0.6) : base;
});

export default function ZoomFilterModeBars() {
  const [discard, setDiscard] = React.useState(true);

  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={discard} onChange={(event) => setDiscard(event.target.checked)} />}
        label={`filterMode: '${discard ? 'discard' : 'keep'}'`}
      />
      <BarChartPro
        height={300}
        xAxis={[
          {
            id: 'orders-days',
            scaleType: 'band',
            data: days,
            valueFormatter: (day: Date) => day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
            // With 'discard', the y-axis fits the bars in view.
            zoom: { minSpan: 10, filterMode: discard ? 'discard' : 'keep' },
          },
        ]}
        // Start on December, after the peak: drag to the left to reach it.
        initialZoom={[{ axisId: 'orders-days', start: 55, end: 100 }]}
        series={[{ data: orders, label: 'Orders' }]}
      />
    </Stack>
  );
}
