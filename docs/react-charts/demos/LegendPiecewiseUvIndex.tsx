import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend, type PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';

const hours = ['8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'];
// Forecast UV index for a summer day.
const uvIndex = [1, 2.5, 4, 6, 7.5, 8.5, 8, 6.5, 4.5, 2.5, 1];

const levels = ['Low', 'Moderate', 'High', 'Very high'];

// One label per colour, instead of the default "3-6" ranges.
function levelName({ index }: PiecewiseLabelFormatterParams) {
  return levels[index];
}

export default function LegendPiecewiseUvIndex() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: hours }]}
      yAxis={[
        {
          label: 'UV index',
          // Four colours for the three thresholds.
          colorMap: {
            type: 'piecewise',
            thresholds: [3, 6, 8],
            colors: ['#43a047', '#fdd835', '#fb8c00', '#e53935'],
          },
        },
      ]}
      series={[{ data: uvIndex, label: 'UV index' }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          labelPosition: 'inline-end',
          labelFormatter: levelName,
        },
      }}
    />
  );
}
