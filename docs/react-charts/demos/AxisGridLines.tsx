import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

// Used cars: age in years and asking price in thousands of euros.
const cars = [
  { id: 1, x: 1, y: 27.5 },
  { id: 2, x: 2, y: 24.9 },
  { id: 3, x: 2, y: 22.1 },
  { id: 4, x: 3, y: 19.8 },
  { id: 5, x: 4, y: 18.2 },
  { id: 6, x: 4, y: 16.4 },
  { id: 7, x: 5, y: 14.9 },
  { id: 8, x: 6, y: 12.7 },
  { id: 9, x: 7, y: 11.8 },
  { id: 10, x: 8, y: 9.6 },
  { id: 11, x: 9, y: 8.9 },
  { id: 12, x: 10, y: 7.2 },
];

export default function AxisGridLines() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Age (years)', min: 0, max: 11 }]}
      yAxis={[{ label: 'Price (k€)', min: 0, max: 30 }]}
      // One line per tick of the x-axis (vertical) and of the y-axis (horizontal).
      grid={{ vertical: true, horizontal: true }}
      sx={{ [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' } }}
      series={[{ data: cars, label: 'Cars for sale' }]}
    />
  );
}
