import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average daily high temperature, in °C.
const lisbon = [15, 16, 19, 20, 22, 26, 28, 29, 27, 23, 18, 15];
const vienna = [3, 5, 11, 16, 21, 24, 27, 26, 21, 15, 8, 4];

export default function LegendSeriesLabels() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          data: lisbon,
          // A function gives a short name in the legend and a longer one in the tooltip.
          label: (location) => (location === 'legend' ? 'Lisbon' : 'Lisbon, average high'),
          valueFormatter: (value) => `${value} °C`,
        },
        {
          data: vienna,
          label: (location) => (location === 'legend' ? 'Vienna' : 'Vienna, average high'),
          valueFormatter: (value) => `${value} °C`,
        },
        {
          // No label: this series is drawn but left out of the legend.
          data: months.map(() => 25),
          color: '#9e9e9e',
          showMark: false,
          disableHighlight: true,
          valueFormatter: (value) => `${value} °C (heat-wave threshold)`,
        },
      ]}
    />
  );
}
