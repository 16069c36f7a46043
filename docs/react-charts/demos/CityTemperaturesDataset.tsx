import { LineChart } from '@mui/x-charts/LineChart';

// A `type` alias, not an `interface`: `dataset` expects rows with an index signature.
type MonthlyTemperature = {
  month: string;
  oslo: number;
  madrid: number;
  singapore: number;
};

// Average daily temperature per month, in °C.
const temperatures: MonthlyTemperature[] = [
  { month: 'Jan', oslo: -3, madrid: 6, singapore: 27 },
  { month: 'Feb', oslo: -3, madrid: 8, singapore: 27 },
  { month: 'Mar', oslo: 1, madrid: 11, singapore: 28 },
  { month: 'Apr', oslo: 6, madrid: 13, singapore: 28 },
  { month: 'May', oslo: 11, madrid: 17, singapore: 28 },
  { month: 'Jun', oslo: 15, madrid: 23, singapore: 28 },
  { month: 'Jul', oslo: 17, madrid: 26, singapore: 28 },
  { month: 'Aug', oslo: 16, madrid: 26, singapore: 28 },
  { month: 'Sep', oslo: 11, madrid: 21, singapore: 27 },
  { month: 'Oct', oslo: 6, madrid: 15, singapore: 27 },
  { month: 'Nov', oslo: 1, madrid: 10, singapore: 27 },
  { month: 'Dec', oslo: -2, madrid: 7, singapore: 27 },
];

function formatCelsius(value: number | null): string {
  return value === null ? '' : `${value} °C`;
}

export default function CityTemperaturesDataset() {
  return (
    <LineChart
      height={300}
      dataset={temperatures}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        { dataKey: 'oslo', label: 'Oslo', valueFormatter: formatCelsius },
        { dataKey: 'madrid', label: 'Madrid', valueFormatter: formatCelsius },
        { dataKey: 'singapore', label: 'Singapore', valueFormatter: formatCelsius },
      ]}
    />
  );
}
