import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];
const regions = ['North', 'South', 'East', 'West'];

// Monthly spending of a household, in dollars, by region.
const categories: { label: string; data: number[] }[] = [
  { label: 'Groceries', data: [620, 580, 640, 600] },
  { label: 'Housing', data: [1450, 1200, 1800, 1650] },
  { label: 'Transport', data: [310, 420, 280, 390] },
  { label: 'Leisure', data: [240, 210, 300, 260] },
];

export default function StackingOrderOptions() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');

  const series: BarSeries[] = categories.map((category) => ({
    ...category,
    stack: 'spending',
    stackOrder,
  }));

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        sx={{ width: 180 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: regions }]}
        xAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
        series={series}
      />
    </Stack>
  );
}
