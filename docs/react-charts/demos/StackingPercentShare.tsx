import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';

const ageGroups = ['18–24', '25–34', '35–49', '50–64', '65+'];

// How survey respondents mostly read the news, by age group (number of people).
const channels: { label: string; data: number[] }[] = [
  { label: 'Social media', data: [212, 168, 121, 74, 31] },
  { label: 'News sites and apps', data: [96, 145, 158, 121, 67] },
  { label: 'Television', data: [28, 47, 92, 151, 188] },
  { label: 'Print', data: [9, 12, 24, 49, 87] },
];

const series: BarSeries[] = channels.map((channel) => ({
  ...channel,
  stack: 'share',
  // Each bar is scaled so that its series add up to 1.
  stackOffset: 'expand',
  valueFormatter: (value) => `${value} people`,
}));

export default function StackingPercentShare() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: ageGroups }]}
      // Fix the range: rounding errors can push the top of a stack just above 1.
      yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={series}
    />
  );
}
