import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Compact and mid-size cars: engine power (hp) and combined fuel use (L/100 km).
const petrol: ScatterValueType[] = [
  { id: 'p1', x: 75, y: 5.1 },
  { id: 'p2', x: 95, y: 5.4 },
  { id: 'p3', x: 110, y: 5.9 },
  { id: 'p4', x: 130, y: 6.3 },
  { id: 'p5', x: 150, y: 6.8 },
  { id: 'p6', x: 180, y: 7.4 },
  { id: 'p7', x: 200, y: 7.9 },
  { id: 'p8', x: 245, y: 8.6 },
  { id: 'p9', x: 300, y: 9.8 },
];
const diesel: ScatterValueType[] = [
  { id: 'd1', x: 90, y: 4.2 },
  { id: 'd2', x: 115, y: 4.5 },
  { id: 'd3', x: 136, y: 4.9 },
  { id: 'd4', x: 150, y: 5.2 },
  { id: 'd5', x: 190, y: 5.8 },
  { id: 'd6', x: 231, y: 6.5 },
  { id: 'd7', x: 265, y: 7.1 },
];

export default function ScatterCarEfficiency() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Engine power (hp)' }]}
      yAxis={[{ label: 'Fuel use (L/100 km)', min: 3, max: 11 }]}
      series={[
        {
          label: 'Petrol',
          data: petrol,
          valueFormatter: (car) => car && `${car.x} hp, ${car.y} L/100 km`,
        },
        {
          label: 'Diesel',
          data: diesel,
          valueFormatter: (car) => car && `${car.x} hp, ${car.y} L/100 km`,
        },
      ]}
    />
  );
}
