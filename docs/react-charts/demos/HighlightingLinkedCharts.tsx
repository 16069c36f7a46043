import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const regions = ['North', 'South', 'East', 'West'];
// Annual sales by region, in millions of dollars.
const sales = [4.2, 3.1, 5.6, 2.4];
const colors = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa'];

export default function HighlightingLinkedCharts() {
  // One state for both charts: the series ids match, so the indexes point at the same region.
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: regions, colorMap: { type: 'ordinal', values: regions, colors } }]}
        series={[{ id: 'sales', data: sales, highlightScope: { highlight: 'item', fade: 'global' } }]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
      />
      <PieChart
        height={260}
        series={[
          {
            id: 'sales',
            data: regions.map((label, index) => ({ id: label, label, value: sales[index], color: colors[index] })),
            highlightScope: { highlight: 'item', fade: 'global' },
            innerRadius: 40,
          },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
      />
    </Stack>
  );
}
