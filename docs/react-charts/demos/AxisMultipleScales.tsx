import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// An ice-cream kiosk: monthly revenue in euros and average temperature in °C.
const revenue = [2100, 2300, 3400, 5200, 7900, 10400, 12800, 12100, 8600, 5100, 2600, 2200];
const temperature = [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 7, 4];

export default function AxisMultipleScales() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'revenue', label: 'Revenue (€)', width: 85 },
        // Any axis after the first one is hidden unless you give it a position.
        { id: 'temperature', label: 'Temperature (°C)', position: 'right' },
      ]}
      series={[
        { data: revenue, label: 'Revenue', yAxisId: 'revenue' },
        { data: temperature, label: 'Temperature', yAxisId: 'temperature' },
      ]}
    />
  );
}
