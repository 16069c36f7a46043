import { BarChart } from '@mui/x-charts/BarChart';

export default function MonthlyRevenueBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[{ label: 'Revenue (k$)', data: [182, 164, 205, 219, 236, 248] }]}
    />
  );
}
