import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Paying subscribers of a streaming service, in thousands.
const basicPlan = [182, 188, 195, 199, 204, 206, 211, 214, 222, 231, 240, 251];
const premiumPlan = [64, 67, 69, 74, 79, 83, 90, 96, 101, 109, 118, 130];

export default function LinesStreamingSubscribers() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Subscribers (thousands)' }]}
      series={[
        { label: 'Basic plan', data: basicPlan },
        { label: 'Premium plan', data: premiumPlan },
      ]}
    />
  );
}
