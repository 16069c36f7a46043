import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Desktop browser usage share worldwide in 2025, in percent (rounded).
const browsers: PieValueType[] = [
  { id: 'chrome', label: 'Chrome', value: 66 },
  { id: 'edge', label: 'Edge', value: 13 },
  { id: 'safari', label: 'Safari', value: 9 },
  { id: 'firefox', label: 'Firefox', value: 6 },
  { id: 'opera', label: 'Opera', value: 3 },
  { id: 'other', label: 'Other', value: 3 },
];

export default function PieBrowserShare() {
  return (
    <PieChart
      height={260}
      series={[{ data: browsers, valueFormatter: (item) => `${item.value}%` }]}
    />
  );
}
