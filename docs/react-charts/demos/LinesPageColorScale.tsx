import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Mean daily temperature per month in Montreal, in °C (rounded climate normals).
const temperature = [-9.7, -8.1, -2.3, 6.4, 13.6, 18.9, 21.6, 20.5, 15.8, 8.6, 2.4, -5.2];

export default function LinesPageColorScale() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value} °C`,
          // A continuous scale: -10 °C is blue, 25 °C is red, values in between blend.
          colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2c7bb6', '#d7191c'] },
        },
      ]}
      series={[
        {
          label: 'Mean temperature',
          data: temperature,
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
      sx={{ [`& .${lineClasses.line}`]: { strokeWidth: 3 } }}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
