import { BarChart } from '@mui/x-charts/BarChart';

// A `type` alias, not an `interface`: `dataset` expects rows with an index signature.
type MonthlySessions = {
  month: string;
  desktop: number;
  mobile: number;
  tablet: number;
};

// Visits to an online shop, in thousands of sessions.
const sessions: MonthlySessions[] = [
  { month: 'Jan', desktop: 48, mobile: 71, tablet: 9 },
  { month: 'Feb', desktop: 44, mobile: 69, tablet: 8 },
  { month: 'Mar', desktop: 51, mobile: 80, tablet: 9 },
  { month: 'Apr', desktop: 47, mobile: 84, tablet: 7 },
  { month: 'May', desktop: 45, mobile: 90, tablet: 7 },
  { month: 'Jun', desktop: 42, mobile: 96, tablet: 6 },
];

function formatSessions(value: number | null): string {
  return value === null ? '' : `${value}k sessions`;
}

export default function BarsFromDataset() {
  return (
    <BarChart
      height={300}
      dataset={sessions}
      xAxis={[{ dataKey: 'month' }]}
      series={[
        { dataKey: 'desktop', label: 'Desktop', valueFormatter: formatSessions },
        { dataKey: 'mobile', label: 'Mobile', valueFormatter: formatSessions },
        { dataKey: 'tablet', label: 'Tablet', valueFormatter: formatSessions },
      ]}
    />
  );
}
