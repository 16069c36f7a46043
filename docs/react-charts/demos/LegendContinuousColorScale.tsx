import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Mean monthly temperature in Montreal, in °C.
const temperature = [-9.7, -8.1, -2.3, 6.1, 13.4, 18.6, 21.2, 20.1, 15.5, 8.5, 2.4, -5.4];

export default function LegendContinuousColorScale() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value}°`,
          // Each bar takes its colour from its value.
          colorMap: { type: 'continuous', min: -10, max: 22, color: ['#1565c0', '#ef6c00'] },
        },
      ]}
      series={[{ data: temperature, label: 'Mean temperature', valueFormatter: (value) => `${value} °C` }]}
      // The colour legend replaces the series legend and reads the y-axis colorMap.
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          labelPosition: 'extremes',
          sx: { width: 260, maxWidth: '100%' },
        },
      }}
    />
  );
}
