import { LineChart } from '@mui/x-charts/LineChart';
import type { ShowMarkParams } from '@mui/x-charts/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Steps walked per day by two people wearing the same fitness tracker.
const anna = [8400, 10200, 7600, 11900, 9300, 15800, 6100];
const tomas = [5200, 6100, 5900, 7400, 6800, 4300, 9900];

// Mark only the busiest day of the week.
function isWeeklyHigh(series: number[]) {
  const highest = Math.max(...series);
  return ({ value }: ShowMarkParams) => value === highest;
}

export default function LinesMarkOptions() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[
        { label: 'Anna (every day)', data: anna, shape: 'diamond' },
        { label: 'Tomás (best day only)', data: tomas, showMark: isWeeklyHigh(tomas) },
      ]}
    />
  );
}
