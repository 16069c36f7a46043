import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Closing price of a share over 120 trading days, in dollars.
const days = Array.from({ length: 120 }, (_, index) => index + 1);
const price = days.map(
  (day) => Math.round((48 + day * 0.12 + 4 * Math.sin(day / 6) + 2 * Math.sin(day / 2.3)) * 100) / 100,
);

// Percentages of the axis: the last 20 and the last 60 of the 120 days.
const presets: { label: string; start: number }[] = [
  { label: 'Last 20 days', start: 100 - (20 / 120) * 100 },
  { label: 'Last 60 days', start: 50 },
  { label: 'All', start: 0 },
];

export default function ZoomControlledRange() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'trading-days', start: 50, end: 100 }]);
  const range = zoomData[0];

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'trading-days', start: preset.start, end: 100 }])}
          >
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2">
          Showing {Math.round(range.start)}% to {Math.round(range.end)}% of the axis
        </Typography>
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[{ id: 'trading-days', data: days, zoom: { minSpan: 5 }, label: 'Trading day' }]}
        series={[{ data: price, label: 'Closing price', showMark: false, valueFormatter: (value) => `$${value}` }]}
        // The chart shows this range, and reports wheel, pinch and drag changes here.
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Stack>
  );
}
