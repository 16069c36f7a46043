import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2020', '2021', '2022', '2023', '2024'];

// Electricity generation of a small country, in TWh.
export default function StackingEnergyMix() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ label: 'Generation (TWh)' }]}
      series={[
        // Same `stack` value: one bar per year, the series piled in this order.
        { label: 'Hydro', data: [21, 19, 17, 20, 22], stack: 'renewable' },
        { label: 'Wind', data: [12, 14, 17, 19, 23], stack: 'renewable' },
        { label: 'Solar', data: [4, 6, 9, 12, 15], stack: 'renewable' },
        // A second `stack` value: a second bar next to the first one.
        { label: 'Gas', data: [28, 27, 24, 21, 18], stack: 'fossil' },
        { label: 'Coal', data: [15, 14, 12, 8, 5], stack: 'fossil' },
      ]}
    />
  );
}
