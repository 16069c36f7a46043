import { BarChart } from '@mui/x-charts/BarChart';

const months = [
  new Date(2024, 0, 1),
  new Date(2024, 1, 1),
  new Date(2024, 2, 1),
  new Date(2024, 3, 1),
  new Date(2024, 4, 1),
  new Date(2024, 5, 1),
];
// New subscribers per month.
const subscribers = [1840, 2210, 2675, 2430, 3120, 3560];

export default function AxisFormatterContext() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // `context.location` tells where the text goes: a short name on the ticks,
          // the full month and year in the tooltip title.
          valueFormatter: (month: Date, context) =>
            context.location === 'tick'
              ? month.toLocaleDateString('en-US', { month: 'short' })
              : month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `${value / 1000}k` }]}
      series={[{ data: subscribers, label: 'New subscribers' }]}
    />
  );
}
