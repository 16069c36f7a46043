import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisItemIdentifier, BarItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// An online bookshop: revenue in thousands of euros, and number of orders.
const revenue = [84, 76, 95, 102, 118, 109];
const orders = [2150, 1980, 2460, 2610, 3020, 2790];

export default function TooltipPageSyncCharts() {
  // One month index drives the tooltip of both charts.
  const [dataIndex, setDataIndex] = React.useState<number | null>(null);
  // The same axis id in both charts lets them share the axis highlight.
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  const handleTooltipChange = (item: BarItemIdentifier | null) =>
    setDataIndex(item?.dataIndex ?? null);

  const itemOf = (seriesId: string): BarItemIdentifier | null =>
    dataIndex === null ? null : { type: 'bar', seriesId, dataIndex };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <BarChart
        height={260}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        series={[
          {
            id: 'revenue',
            label: 'Revenue',
            data: revenue,
            valueFormatter: (value) => `${value}k €`,
          },
        ]}
        tooltipItem={itemOf('revenue')}
        onTooltipItemChange={handleTooltipChange}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
      <BarChart
        height={260}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        series={[{ id: 'orders', label: 'Orders', data: orders, color: '#ef6c00' }]}
        tooltipItem={itemOf('orders')}
        onTooltipItemChange={handleTooltipChange}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Stack>
  );
}
