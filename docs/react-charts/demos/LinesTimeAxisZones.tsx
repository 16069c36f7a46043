import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Electricity demand of a country on 3 March 2025, hour by hour, in gigawatts.
// The timestamps are UTC hours.
const hours = Array.from({ length: 24 }, (_, hour) => new Date(Date.UTC(2025, 2, 3, hour)));
const demand = [
  41, 39, 38, 38, 39, 43, 50, 57, 60, 60, 59, 58, 57, 56, 55, 55, 57, 62, 66, 65, 61, 55, 49, 44,
];

type TimeScale = 'utc' | 'time';

export default function LinesTimeAxisZones() {
  const [scaleType, setScaleType] = React.useState<TimeScale>('utc');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, value: TimeScale | null) => value && setScaleType(value)}
      >
        <ToggleButton value="utc">utc</ToggleButton>
        <ToggleButton value="time">time (your time zone)</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType, data: hours }]}
        series={[{ label: 'Demand (GW)', data: demand, showMark: false }]}
        hideLegend
      />
    </Stack>
  );
}
