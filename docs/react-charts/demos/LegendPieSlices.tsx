import { PieChart } from '@mui/x-charts/PieChart';

// Share of visits by browser, in percent.
const browsers = [
  { id: 0, value: 64, label: 'Chrome' },
  { id: 1, value: 19, label: 'Safari' },
  { id: 2, value: 6, label: 'Edge' },
  { id: 3, value: 4, label: 'Firefox' },
  // No label: the slice is drawn but not listed in the legend.
  { id: 4, value: 7 },
];

export default function LegendPieSlices() {
  return (
    <PieChart
      height={240}
      series={[{ data: browsers, innerRadius: 50 }]}
      slotProps={{
        legend: {
          direction: 'horizontal',
          position: { vertical: 'bottom', horizontal: 'center' },
        },
      }}
    />
  );
}
