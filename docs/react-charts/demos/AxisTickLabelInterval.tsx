import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Average number of visitors in a museum at each hour of a Saturday.
const visitors = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 84, 212, 265, 240, 298, 341, 322, 256, 141, 0, 0, 0, 0, 0];

export default function AxisTickLabelInterval() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: hours,
          // Every hour keeps its tick; only every third hour gets a label.
          tickLabelInterval: (_hour: string, index: number) => index % 3 === 0,
        },
      ]}
      series={[{ data: visitors, label: 'Visitors' }]}
    />
  );
}
