import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Visits to an online shop, in thousands, by source.
const sources: { label: string; data: number[] }[] = [
  { label: 'Search', data: [14.2, 13.8, 14.9, 15.3, 16.8, 19.5, 18.1] },
  { label: 'Direct', data: [8.1, 7.9, 8.4, 8.2, 9.0, 10.7, 10.2] },
  { label: 'Social', data: [3.2, 3.5, 3.1, 3.8, 4.9, 7.2, 6.6] },
  { label: 'Email', data: [2.4, 5.9, 2.1, 1.9, 2.2, 1.4, 1.2] },
];

const series: LineSeries[] = sources.map((source) => ({
  ...source,
  stack: 'visits',
  area: true,
  showMark: false,
  valueFormatter: (value) => `${value}k visits`,
}));

export default function StackingWebTrafficAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: 'Visits (thousands)' }]}
      series={series}
    />
  );
}
