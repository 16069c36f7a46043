import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Stockholm: average daily temperature and hours of daylight on the 15th of each month.
const temperature = [-2.8, -3.0, 0.1, 4.6, 10.7, 15.6, 17.2, 16.2, 11.9, 7.5, 2.6, -1.0];
const daylight = [7.0, 9.2, 11.7, 14.3, 16.8, 18.3, 17.6, 15.4, 12.7, 10.1, 7.6, 6.1];

export default function LineDaylightTwoAxes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', position: 'left', valueFormatter: (value: number) => `${value}°` },
        {
          id: 'daylight',
          position: 'right',
          min: 0,
          max: 24,
          valueFormatter: (value: number) => `${value} h`,
        },
      ]}
      series={[
        {
          label: 'Temperature (°C)',
          data: temperature,
          yAxisId: 'temperature',
          color: '#ef6c00',
        },
        {
          label: 'Daylight (hours)',
          data: daylight,
          yAxisId: 'daylight',
          color: '#0277bd',
          shape: 'square',
        },
      ]}
    />
  );
}
