import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Average monthly rainfall in millimetres for two cities.
const rainfall = [
  { month: 'Jan', dublin: 70, madrid: 33 },
  { month: 'Feb', dublin: 52, madrid: 35 },
  { month: 'Mar', dublin: 53, madrid: 25 },
  { month: 'Apr', dublin: 54, madrid: 44 },
  { month: 'May', dublin: 60, madrid: 44 },
  { month: 'Jun', dublin: 66, madrid: 21 },
  { month: 'Jul', dublin: 56, madrid: 11 },
  { month: 'Aug', dublin: 73, madrid: 10 },
  { month: 'Sep', dublin: 60, madrid: 26 },
  { month: 'Oct', dublin: 80, madrid: 57 },
  { month: 'Nov', dublin: 75, madrid: 54 },
  { month: 'Dec', dublin: 78, madrid: 55 },
];

export default function LinesFromDataset() {
  return (
    <LineChart
      height={280}
      dataset={rainfall}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      series={[
        { dataKey: 'dublin', label: 'Dublin (mm)' },
        { dataKey: 'madrid', label: 'Madrid (mm)' },
      ]}
    />
  );
}
