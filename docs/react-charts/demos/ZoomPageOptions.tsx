import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Electricity use of an office building, every hour for one week, in kWh.
const hours = Array.from({ length: 7 * 24 }, (_, index) => new Date(2025, 2, 3, index));
const usage = hours.map((hour) => {
  const weekend = hour.getDay() === 0 || hour.getDay() === 6;
  const working = !weekend && hour.getHours() >= 8 && hour.getHours() < 19;
  // A fixed ripple instead of random noise, so the curve is the same on every render.
  const ripple = 4 * Math.sin(hour.getHours() * 1.7 + hour.getDate());
  return Math.round((working ? 118 : 42) + ripple);
});

export default function ZoomPageOptions() {
  const [span, setSpan] = React.useState<number[]>([10, 100]);
  const [panning, setPanning] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack sx={{ flex: 1, maxWidth: 320 }}>
          <Typography variant="body2" id="zoom-span-label">
            minSpan {span[0]}%, maxSpan {span[1]}%
          </Typography>
          <Slider
            size="small"
            value={span}
            onChange={(_, value) => setSpan(value as number[])}
            min={5}
            max={100}
            step={5}
            disableSwap
            aria-labelledby="zoom-span-label"
          />
        </Stack>
        <FormControlLabel
          control={
            <Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />
          }
          label="panning"
        />
      </Stack>
      <LineChartPro
        height={320}
        xAxis={[
          {
            id: 'hours',
            scaleType: 'time',
            data: hours,
            zoom: {
              minSpan: span[0],
              maxSpan: span[1],
              panning,
              // The slider shows how much of the week is visible.
              slider: { enabled: true },
            },
            valueFormatter: (hour: Date, context) =>
              context.location === 'tick'
                ? hour.toLocaleDateString('en-GB', { weekday: 'short', hour: 'numeric' })
                : hour.toLocaleString('en-GB', {
                    weekday: 'long',
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
          },
        ]}
        series={[{ data: usage, label: 'Electricity (kWh)', showMark: false, area: true }]}
        hideLegend
      />
    </Stack>
  );
}
