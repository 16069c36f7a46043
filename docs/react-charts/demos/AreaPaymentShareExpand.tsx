import { LineChart } from '@mui/x-charts/LineChart';
import type { LineSeries } from '@mui/x-charts/LineChart';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25', 'Q4 25'];

// Orders of a web shop per payment method, in thousands.
const methods: Record<string, number[]> = {
  Card: [61, 64, 58, 79, 60, 62, 57, 76],
  'Digital wallet': [28, 33, 35, 49, 41, 47, 50, 69],
  'Bank transfer': [14, 13, 12, 14, 11, 10, 10, 11],
  'Buy now, pay later': [6, 8, 9, 15, 12, 15, 16, 24],
};

const series: LineSeries[] = Object.entries(methods).map(([method, orders]) => ({
  label: method,
  data: orders,
  stack: 'orders',
  // 'expand' scales every x value so the stack adds up to 1.
  stackOffset: 'expand',
  area: true,
  showMark: false,
  valueFormatter: (value) => `${value}k orders`,
}));

export default function AreaPaymentShareExpand() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={series}
    />
  );
}
