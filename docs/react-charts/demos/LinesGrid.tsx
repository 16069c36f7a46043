import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [6, 8, 10, 12, 14, 16, 18, 20, 22];

// Air temperature in °C measured every two hours.
const temperature = [9, 12, 16, 19, 21, 20, 17, 13, 11];

export default function LinesGrid() {
  return (
    <LineChart
      height={280}
      grid={{ vertical: true, horizontal: true }}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      series={[{ data: temperature, label: 'Temperature (°C)', valueFormatter: (v) => `${v} °C` }]}
      hideLegend
    />
  );
}
