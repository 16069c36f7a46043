import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Passengers through a regional airport, in thousands.
const passengers2023 = [81, 78, 92, 104, 118, 135, 162, 158, 127, 110, 88, 96];
const passengers2024 = [88, 84, 99, 113, 126, 147, 171, 169, 134, 115, 93, 104];

export default function LabelSeriesLocation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          data: passengers2023,
          // A function receives where the label is shown: short in the legend, explicit in the tooltip.
          label: (location) => (location === 'legend' ? '2023' : 'Passengers 2023 (k)'),
        },
        {
          data: passengers2024,
          label: (location) => (location === 'legend' ? '2024' : 'Passengers 2024 (k)'),
        },
      ]}
    />
  );
}
