import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const DAY = 24 * 60 * 60 * 1000;

// Reservoir level over 60 days, in percent of capacity.
const dates = Array.from({ length: 60 }, (_, index) => new Date(2024, 6, 1 + index));
const level = dates.map((_, index) => Math.round(82 - index * 0.45 + 4 * Math.sin(index / 6)));

export default function AxisTickNumber() {
  const [tickNumber, setTickNumber] = React.useState(25);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography variant="body2" gutterBottom>
          tickNumber: {tickNumber}
        </Typography>
        <Slider
          size="small"
          min={2}
          max={40}
          value={tickNumber}
          onChange={(_event, value) => setTickNumber(value as number)}
          aria-label="tickNumber"
        />
      </Box>
      <LineChart
        height={320}
        xAxis={[
          {
            id: 'wish',
            scaleType: 'time',
            data: dates,
            // A wish: the chart rounds it to steps that land on whole days, weeks or months.
            tickNumber,
            valueFormatter: (date: Date) =>
              date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
          },
          {
            id: 'min-step',
            scaleType: 'time',
            data: dates,
            position: 'top',
            tickNumber,
            // Never less than a week between two ticks, however many ticks you ask for.
            tickMinStep: 7 * DAY,
            valueFormatter: (date: Date) =>
              date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
          },
        ]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        // Room for a label on the right edge of the drawing area.
        margin={{ right: 30 }}
        series={[{ data: level, label: 'Reservoir level (%)', showMark: false }]}
      />
    </Stack>
  );
}
