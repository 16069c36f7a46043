import { BarChart } from '@mui/x-charts/BarChart';
import type { BarSeries } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

function formatEuros(value: number | null): string {
  return value === null ? '' : `€${value}`;
}

// Monthly spending of a family of four, in euros.
const spending: BarSeries[] = [
  { label: 'Housing', data: [1450, 1450, 1450, 1450, 1450, 1450] },
  { label: 'Groceries', data: [720, 680, 750, 700, 735, 760] },
  { label: 'Transport', data: [310, 290, 335, 360, 320, 410] },
  { label: 'Energy', data: [260, 240, 205, 160, 120, 95] },
  { label: 'Leisure', data: [180, 150, 210, 260, 240, 520] },
  // The same `stack` value on every series piles them into one bar per month.
].map((series) => ({ ...series, stack: 'spending', valueFormatter: formatEuros }));

export default function BarStackedHouseholdBudget() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `€${value / 1000}k` }]}
      series={spending}
    />
  );
}
