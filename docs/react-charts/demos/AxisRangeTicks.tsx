import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Share of a solar farm's capacity produced each hour of a sunny day, in percent.
const output = [0, 0, 0, 0, 0, 2, 9, 21, 38, 55, 68, 77, 81, 79, 71, 58, 41, 23, 9, 2, 0, 0, 0, 0];

export default function AxisRangeTicks() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[
        {
          // A fixed range: the axis always shows 0 to 100 %, whatever the data.
          min: 0,
          max: 100,
          valueFormatter: (value: number) => `${value}%`,
        },
      ]}
      series={[{ data: output, label: 'Output', area: true, showMark: false }]}
    />
  );
}
