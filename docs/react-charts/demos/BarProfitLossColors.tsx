import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Net result of a mountain ski resort, in thousands of euros: winter pays for summer.
const netResult = [412, 389, 276, 58, -96, -142, -118, -104, -131, -87, 64, 355];

function formatResult(value: number | null): string {
  if (value === null) {
    return '';
  }
  return value < 0 ? `−€${Math.abs(value)}k` : `€${value}k`;
}

export default function BarProfitLossColors() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => formatResult(value),
          // Below 0 the bars are red, from 0 up they are green.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
        },
      ]}
      series={[{ label: 'Net result', data: netResult, valueFormatter: formatResult }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
