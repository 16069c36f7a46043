import { LineChart } from '@mui/x-charts/LineChart';

// Global surface temperature compared with the 1951–1980 average, in °C (rounded, one year per decade).
const years = [1900, 1910, 1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020];
const anomaly = [
  -0.08, -0.43, -0.27, -0.13, 0.12, -0.17, -0.03, 0.03, 0.26, 0.45, 0.39, 0.72, 1.01,
];

function formatAnomaly(value: number | null): string {
  if (value === null) {
    return '';
  }
  return `${value > 0 ? '+' : ''}${value.toFixed(2)} °C`;
}

export default function LineTemperatureAnomaly() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, valueFormatter: (year: number) => `${year}`, tickNumber: 7 }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}°`,
          // The line turns red above 0 and stays blue below it.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#e53935'] },
        },
      ]}
      series={[
        {
          label: 'Temperature anomaly',
          data: anomaly,
          valueFormatter: formatAnomaly,
          curve: 'linear',
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
