import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Used cars for sale: age in years and price in thousands of euros.
const cars = [
  { id: 1, x: 1, y: 31 },
  { id: 2, x: 2, y: 27 },
  { id: 3, x: 2, y: 24 },
  { id: 4, x: 3, y: 22 },
  { id: 5, x: 4, y: 19 },
  { id: 6, x: 4, y: 21 },
  { id: 7, x: 5, y: 16 },
  { id: 8, x: 6, y: 14 },
  { id: 9, x: 7, y: 13 },
  { id: 10, x: 8, y: 10 },
  { id: 11, x: 9, y: 9 },
  { id: 12, x: 11, y: 7 },
];

export default function HighlightingAxisCrosshair() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Age (years)', min: 0, max: 12 }]}
      yAxis={[{ label: 'Price (k€)', min: 0, max: 35 }]}
      series={[{ data: cars, valueFormatter: (car) => car && `${car.x} years, ${car.y}k €` }]}
      // Scatter charts have no axis highlight by default: draw a line on both axes.
      axisHighlight={{ x: 'line', y: 'line' }}
    />
  );
}
