import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Cash flow of a small business, in thousands of euros. Outflows are negative.
const flows: { label: string; data: number[] }[] = [
  { label: 'Sales', data: [48, 52, 61, 58, 66, 72] },
  { label: 'Services', data: [12, 10, 14, 15, 13, 16] },
  { label: 'Salaries', data: [-38, -38, -40, -40, -41, -41] },
  { label: 'Rent and utilities', data: [-9, -9, -8, -7, -7, -8] },
];

export default function StackingCashFlowDiverging() {
  const [diverging, setDiverging] = React.useState(true);

  const series: BarSeries[] = flows.map((flow) => ({
    ...flow,
    stack: 'cash',
    // 'diverging' is the default for bars; 'none' piles every value on the previous one.
    stackOffset: diverging ? 'diverging' : 'none',
    valueFormatter: (value) => `${value} k€`,
  }));

  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={diverging} onChange={(event) => setDiverging(event.target.checked)} />}
        label={`stackOffset: '${diverging ? 'diverging' : 'none'}'`}
      />
      <BarChart height={320} xAxis={[{ scaleType: 'band', data: months }]} series={series} />
    </Stack>
  );
}
