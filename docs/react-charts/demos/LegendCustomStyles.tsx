import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// Newsletter opens and clicks per weekly issue, in thousands.
export default function LegendCustomStyles() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        { label: 'Opens', data: [18.2, 19.1, 17.8, 20.4, 21.0, 20.2, 22.5, 23.1], labelMarkType: 'circle' },
        { label: 'Clicks', data: [3.1, 3.4, 2.9, 3.8, 4.2, 3.9, 4.6, 4.9], labelMarkType: 'circle' },
      ]}
      slotProps={{
        legend: {
          position: { vertical: 'bottom', horizontal: 'end' },
          sx: {
            gap: 3,
            [`.${legendClasses.label}`]: { fontSize: 14, fontWeight: 500 },
          },
        },
      }}
    />
  );
}
