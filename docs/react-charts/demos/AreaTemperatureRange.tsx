import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average daily low and high temperatures in Madrid, in °C.
const lows = [3, 4, 6, 8, 12, 17, 20, 19, 16, 11, 6, 4];
const highs = [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10];

export default function AreaTemperatureRange() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
      series={[
        {
          id: 'low',
          label: 'Daily low',
          data: lows,
          stack: 'range',
          area: true,
          showMark: false,
          color: '#42a5f5',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          // Stacked on the low: the band shows the gap up to the high.
          id: 'spread',
          label: 'Daily high',
          data: highs.map((high, index) => high - lows[index]),
          stack: 'range',
          area: true,
          showMark: false,
          color: '#ef5350',
          valueFormatter: (value, { dataIndex }) => `${highs[dataIndex]} °C`,
        },
      ]}
      sx={{
        // Hide the area under the lows, keep its line.
        [`& .${lineClasses.area}[data-series="low"]`]: { fill: 'transparent' },
        [`& .${lineClasses.area}[data-series="spread"]`]: { opacity: 0.35 },
      }}
    />
  );
}
