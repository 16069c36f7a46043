import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function LegendMarkTypes() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      series={[
        // Line series default to a short line in the legend.
        { data: [120, 135, 150, 170], label: 'Online (line)' },
        { data: [90, 95, 88, 102], label: 'In store (square)', labelMarkType: 'square' },
        { data: [30, 42, 51, 60], label: 'Partners (circle)', labelMarkType: 'circle' },
      ]}
    />
  );
}
