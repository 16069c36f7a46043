import { BarChart } from '@mui/x-charts/BarChart';

// One row per city: the rows feed both the axis and the series.
const dataset = [
  { city: 'Lisbon', sunshine: 2806, rainyDays: 96 },
  { city: 'Madrid', sunshine: 2769, rainyDays: 63 },
  { city: 'Rome', sunshine: 2473, rainyDays: 78 },
  { city: 'Paris', sunshine: 1662, rainyDays: 111 },
  { city: 'Berlin', sunshine: 1626, rainyDays: 106 },
  { city: 'London', sunshine: 1410, rainyDays: 154 },
];

export default function AxisDatasetKeys() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      // The category axis reads the `city` field of each row.
      xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
      // The value axis has no data of its own: its range comes from the series.
      yAxis={[{ label: 'Hours of sunshine per year', width: 70 }]}
      series={[{ dataKey: 'sunshine', label: 'Sunshine (h)' }]}
    />
  );
}
