import { LineChart } from '@mui/x-charts/LineChart';
import type { LineSeries } from '@mui/x-charts/LineChart';

const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];

// Renewable electricity generated in one country, in terawatt-hours.
const sources: Record<string, number[]> = {
  Hydro: [21, 22, 20, 19, 21, 22, 20, 18, 21, 22],
  Wind: [79, 78, 105, 110, 126, 132, 114, 125, 142, 136],
  Solar: [38, 38, 39, 45, 46, 50, 50, 61, 63, 74],
  Biomass: [50, 51, 51, 51, 50, 51, 50, 49, 46, 45],
};

const series: LineSeries[] = Object.entries(sources).map(([source, values]) => ({
  label: source,
  data: values,
  // Every series in the same stack, each filled down to the one below it.
  stack: 'renewables',
  area: true,
  showMark: false,
  valueFormatter: (value) => `${value} TWh`,
}));

export default function AreaStackedEnergyMix() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'TWh' }]}
      series={series}
    />
  );
}
