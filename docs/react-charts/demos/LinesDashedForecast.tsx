import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];

// Orders per month for an online bakery. The forecast starts where the actuals stop.
const actual = [1240, 1310, 1285, 1420, 1575, 1930, null, null, null];
const forecast = [null, null, null, null, null, 1930, 1380, 1350, 1460];

export default function LinesDashedForecast() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', label: 'Orders', data: actual, color: '#1565c0' },
        { id: 'forecast', label: 'Forecast', data: forecast, color: '#64b5f6', showMark: false },
      ]}
      sx={{
        // Every line: a thicker stroke.
        [`& .${lineClasses.line}`]: { strokeWidth: 3 },
        // One series, picked by its id: dashed.
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '8 6' },
      }}
    />
  );
}
