import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const products = ['Coffee', 'Tea', 'Juice', 'Water'];
// Drinks sold by a café on a Saturday.
const sold = [186, 74, 58, 121];

export default function HighlightingControlledChips() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {products.map((product, index) => (
          <Chip
            key={product}
            label={`${product}: ${sold[index]}`}
            // The chip follows the chart, and hovering a chip highlights its bar.
            color={highlightedItem?.dataIndex === index ? 'primary' : 'default'}
            onMouseEnter={() => setHighlightedItem({ seriesId: 'sold', dataIndex: index })}
            onMouseLeave={() => setHighlightedItem(null)}
          />
        ))}
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: products }]}
        series={[
          { id: 'sold', label: 'Drinks sold', data: sold, highlightScope: { highlight: 'item', fade: 'global' } },
        ]}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
      />
    </Stack>
  );
}
