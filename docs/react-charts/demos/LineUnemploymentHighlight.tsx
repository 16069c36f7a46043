import { LineChart } from '@mui/x-charts/LineChart';
import type { LineSeries } from '@mui/x-charts/LineChart';

const years = ['2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];

// Yearly unemployment rate, in percent of the labour force (rounded).
const countries: Record<string, number[]> = {
  Spain: [19.6, 17.2, 15.3, 14.1, 15.5, 14.8, 12.9, 12.2, 11.4],
  Italy: [11.7, 11.3, 10.6, 10.0, 9.3, 9.5, 8.1, 7.7, 6.5],
  France: [10.1, 9.4, 9.0, 8.4, 8.0, 7.9, 7.3, 7.3, 7.4],
  Germany: [4.1, 3.8, 3.4, 3.1, 3.7, 3.6, 3.1, 3.1, 3.4],
  Netherlands: [6.0, 4.9, 3.8, 3.4, 3.8, 4.2, 3.5, 3.6, 3.7],
};

const series: LineSeries[] = Object.entries(countries).map(([country, rates]) => ({
  label: country,
  data: rates,
  showMark: false,
  valueFormatter: (value) => `${value}%`,
  // Hovering a line brings it forward and fades the others.
  highlightScope: { highlight: 'series', fade: 'global' },
}));

export default function LineUnemploymentHighlight() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={series}
    />
  );
}
