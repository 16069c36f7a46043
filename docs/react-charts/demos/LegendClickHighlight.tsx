import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsLegendProps } from '@mui/x-charts/ChartsLegend';
import type { HighlightItemData } from '@mui/x-charts/context';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Support tickets closed per day, by team.
const series = [
  { id: 'billing', label: 'Billing', data: [34, 41, 38, 45, 29] },
  { id: 'accounts', label: 'Accounts', data: [22, 19, 27, 24, 31] },
  { id: 'technical', label: 'Technical', data: [48, 52, 44, 57, 50] },
].map((item) => ({ ...item, highlightScope: { highlight: 'series', fade: 'global' } as const }));

export default function LegendClickHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  // Click a team to highlight its bars; click it again to clear.
  const handleItemClick: ChartsLegendProps['onItemClick'] = (event, legendItem) => {
    setHighlighted((previous) =>
      previous?.seriesId === legendItem.seriesId ? null : { seriesId: legendItem.seriesId },
    );
  };

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      series={series}
      highlightedItem={highlighted}
      slotProps={{ legend: { onItemClick: handleItemClick } }}
    />
  );
}
