import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Monthly sales of a shop, in thousands of euros.
const sales = [42, 38, 51, 47, 63, 58];

const best = sales.indexOf(Math.max(...sales));
const worst = sales.indexOf(Math.min(...sales));

export default function TooltipControlledItem() {
  const [tooltipItem, setTooltipItem] = React.useState<BarItemIdentifier | null>(null);

  const show = (dataIndex: number) => setTooltipItem({ type: 'bar', seriesId: 'sales', dataIndex });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => show(best)}>
          Best month
        </Button>
        <Button size="small" variant="outlined" onClick={() => show(worst)}>
          Worst month
        </Button>
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Clear
        </Button>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ id: 'sales', label: 'Sales', data: sales, valueFormatter: (value) => `${value}k €` }]}
        // A controlled tooltip shows the item you pass, even without a pointer.
        tooltipItem={tooltipItem}
        onTooltipItemChange={setTooltipItem}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Stack>
  );
}
