import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// The first ten days of December at a mountain weather station.
const days = Array.from({ length: 10 }, (_, index) => new Date(2025, 11, index + 1));
const rain = [4.2, 0, 1.1, 6.8, 2.5, 0, 0, 3.4, 8.1, 0.6];
const snow = [null, null, 12, 5, null, null, null, 8, 21, null];

function formatDay(day: Date, context: AxisValueFormatterContext) {
  // Short dates under the bars, the full date as the tooltip title.
  return context.location === 'tooltip'
    ? day.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' })
    : day.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}

export default function TooltipValueFormatters() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: formatDay }]}
      series={[
        {
          label: 'Rain',
          data: rain,
          valueFormatter: (value) => (value === 0 ? 'Dry' : `${value} mm`),
        },
        {
          label: 'Fresh snow',
          data: snow,
          // Returning null leaves the row out of the tooltip on days without snow.
          valueFormatter: (value) => (value === null ? null : `${value} cm`),
        },
      ]}
    />
  );
}
