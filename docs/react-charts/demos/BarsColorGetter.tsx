import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// Deliveries that arrived late, in percent. The target is 5% or less.
const lateDeliveries = [3.8, 4.2, 6.1, 4.9, 7.3, 4.4, 3.9, 5.6];

export default function BarsColorGetter() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          label: 'Late deliveries',
          data: lateDeliveries,
          valueFormatter: (value) => `${value}%`,
          // The legend uses `color`; each bar, and its tooltip mark, uses `colorGetter`.
          color: '#2e7d32',
          colorGetter: ({ value }) => (value !== null && value > 5 ? '#d32f2f' : '#2e7d32'),
        },
      ]}
    />
  );
}
