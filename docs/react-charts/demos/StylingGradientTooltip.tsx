import { BarChart } from '@mui/x-charts/BarChart';

const gradients = {
  solar: 'styling-gradient-tooltip-solar',
  wind: 'styling-gradient-tooltip-wind',
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function StylingGradientTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      // Electricity produced by a community energy project, in MWh.
      series={[
        // With the gradient as the series `color`, the tooltip and the legend show it too.
        // Hover a bar to see it in the tooltip.
        { data: [21, 34, 58, 77, 96, 104], label: 'Solar', color: `url(#${gradients.solar})` },
        { data: [88, 79, 72, 61, 48, 40], label: 'Wind', color: `url(#${gradients.wind})` },
      ]}
    >
      <defs>
        <linearGradient id={gradients.solar} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffb300" />
          <stop offset="100%" stopColor="#e65100" />
        </linearGradient>
        <linearGradient id={gradients.wind} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#4fc3f7" />
          <stop offset="100%" stopColor="#01579b" />
        </linearGradient>
      </defs>
    </BarChart>
  );
}
