import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
// Position of a single in the weekly top 40: a smaller number is a better place.
const position = [38, 24, 15, 9, 4, 2, 1, 1, 3, 7];

export default function AxisReverse() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        {
          // Number 1 at the top, number 40 at the bottom.
          reverse: true,
          min: 1,
          max: 40,
          tickInterval: [1, 10, 20, 30, 40],
          label: 'Chart position',
        },
      ]}
      series={[{ data: position, label: 'Weekly position', valueFormatter: (value) => `#${value}` }]}
    />
  );
}
