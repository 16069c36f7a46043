import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// Power drawn by an office building, in kW.
export default function TooltipCustomStyles() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        { label: 'Monday', data: [38, 96, 142, 151, 147, 139, 88, 45], valueFormatter: (value) => `${value} kW` },
        { label: 'Saturday', data: [31, 35, 48, 52, 50, 44, 36, 33], valueFormatter: (value) => `${value} kW` },
      ]}
      slotProps={{
        tooltip: {
          // The tooltip renders in a popper outside the chart: style it here, not in the chart's `sx`.
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: { bgcolor: 'grey.900', color: 'common.white', border: 'none' },
            [`& .${chartsTooltipClasses.valueCell}`]: { fontWeight: 700 },
            [`& .${chartsTooltipClasses.table} caption`]: { borderColor: 'grey.700' },
          },
        },
      }}
    />
  );
}
