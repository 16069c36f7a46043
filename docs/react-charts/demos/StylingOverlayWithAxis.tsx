import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function StylingOverlayWithAxis() {
  return (
    <LineChart
      height={300}
      // The x-axis has its own categories, so it is drawn without any series data.
      xAxis={[{ scaleType: 'point', data: months }]}
      // A numeric axis takes its range from the series: with no data, give it `min` and `max`.
      yAxis={[{ min: 0, max: 500, label: 'Orders' }]}
      series={[{ data: [], label: 'Orders this year' }]}
      // The text of the overlays comes from the locale.
      localeText={{ noData: 'No orders yet this year' }}
    />
  );
}
