import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

// Active users of an app, in thousands: measured, then forecast from January.
const measured = [41, 44, 47, 52, 55, 61, null, null, null];
const forecast = [null, null, null, null, null, 61, 65, 70, 74];

export default function StylingCssSelectors() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'measured', label: 'Measured', data: measured, color: '#1e88e5' },
        { id: 'forecast', label: 'Forecast', data: forecast, color: '#1e88e5', showMark: false },
      ]}
      grid={{ horizontal: true }}
      sx={{
        // Every line: thicker.
        [`& .${lineClasses.line}`]: { strokeWidth: 3 },
        // One series, picked by its id.
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.tickLabel}`]: { fill: '#757575' },
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
      }}
    />
  );
}
