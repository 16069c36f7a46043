import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Revenue in thousands of US dollars.
const revenue2024 = [182, 164, 205, 219, 236, 248];
const revenue2025 = [201, 193, 228, 241, 262, 279];

function formatThousands(value: number | null): string {
  return value === null ? '' : `$${value}k`;
}

export default function RevenueComparisonBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { label: '2024', data: revenue2024, valueFormatter: formatThousands },
        { label: '2025', data: revenue2025, valueFormatter: formatThousands },
      ]}
    />
  );
}
