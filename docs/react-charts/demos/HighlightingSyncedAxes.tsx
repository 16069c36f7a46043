import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A weather station: mean temperature in °C and rainfall in mm.
const temperature = [3, 4, 8, 11, 15, 18, 21, 20, 16, 12, 7, 4];
const rainfall = [62, 48, 51, 55, 68, 59, 44, 52, 61, 79, 83, 71];

export default function HighlightingSyncedAxes() {
  // Both charts use the axis id 'months', so one state drives both highlights.
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Stack>
      <LineChart
        height={200}
        xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 25 }]}
        series={[{ label: 'Temperature (°C)', data: temperature }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <BarChart
        height={200}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        series={[{ label: 'Rainfall (mm)', data: rainfall, color: '#0288d1' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
