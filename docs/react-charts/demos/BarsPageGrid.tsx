import { BarChart } from '@mui/x-charts/BarChart';

// Median download speed of fixed broadband, in Mbit/s (rounded).
const countries = ['Singapore', 'Chile', 'France', 'Canada', 'Germany', 'Brazil'];
const speed = [345, 318, 308, 268, 98, 190];

export default function BarsPageGrid() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: countries, width: 80 }]}
      xAxis={[{ valueFormatter: (value: number) => `${value} Mbit/s` }]}
      series={[
        { label: 'Median download speed', data: speed, valueFormatter: (value) => `${value} Mbit/s` },
      ]}
      // Vertical lines at the ticks of the value axis help read the bar ends.
      grid={{ vertical: true }}
      hideLegend
    />
  );
}
