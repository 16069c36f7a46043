import { LineChart } from '@mui/x-charts/LineChart';

// Daily highs and lows in Lisbon for the first two weeks of July 2025, in °C.
const days: Date[] = Array.from({ length: 14 }, (_, index) => new Date(2025, 6, index + 1));
const highs = [27, 29, 31, 33, 30, 28, 26, 27, 29, 32, 35, 34, 30, 28];
const lows = [18, 19, 20, 22, 21, 19, 18, 18, 19, 21, 23, 23, 21, 19];

function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

function formatCelsius(value: number | null): string {
  return value === null ? '' : `${value} °C`;
}

export default function DailyTemperatureArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'time', data: days, valueFormatter: formatDay }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          label: 'Daily high',
          data: highs,
          area: true,
          showMark: false,
          valueFormatter: formatCelsius,
        },
        { label: 'Daily low', data: lows, showMark: false, valueFormatter: formatCelsius },
      ]}
    />
  );
}
