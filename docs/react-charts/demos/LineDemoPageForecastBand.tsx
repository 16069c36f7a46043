import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Bike-share rides per month, in thousands. Actual counts up to August, then a forecast
// with a low and a high estimate. The forecast starts at the last actual value.
const actual = [182, 176, 231, 298, 362, 401, 428, 415, null, null, null, null];
const forecast = [null, null, null, null, null, null, null, 415, 372, 301, 224, 178];
const low = [null, null, null, null, null, null, null, 415, 348, 268, 188, 139];
const high = [null, null, null, null, null, null, null, 415, 396, 334, 260, 217];

// The band is two stacked areas: an invisible one up to the low estimate,
// and the distance from low to high on top of it.
const bandWidth = high.map((value, index) => {
  const bottom = low[index];
  return value === null || bottom === null ? null : value - bottom;
});

function formatRides(value: number | null): string | null {
  return value === null ? null : `${value}k rides`;
}

export default function LineDemoPageForecastBand() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
      series={[
        {
          id: 'low',
          data: low,
          stack: 'estimate',
          area: true,
          showMark: false,
          disableHighlight: true,
          color: 'transparent',
          // No label: the series stays out of the legend; null hides it in the tooltip.
          valueFormatter: () => null,
        },
        {
          id: 'range',
          label: 'Forecast range',
          data: bandWidth,
          stack: 'estimate',
          area: true,
          showMark: false,
          disableHighlight: true,
          color: '#90caf9',
          valueFormatter: (value, { dataIndex }) =>
            value === null || dataIndex === 7 ? null : `${low[dataIndex]}k–${high[dataIndex]}k`,
        },
        { id: 'actual', label: 'Rides', data: actual, color: '#1976d2', valueFormatter: formatRides },
        {
          id: 'forecast',
          label: 'Forecast',
          data: forecast,
          color: '#1976d2',
          showMark: false,
          valueFormatter: (value, { dataIndex }) => (dataIndex === 7 ? null : formatRides(value)),
        },
      ]}
      sx={{
        [`& .${lineClasses.area}[data-series="range"]`]: { opacity: 0.35 },
        [`& .${lineClasses.line}[data-series="range"]`]: { strokeOpacity: 0 },
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
      }}
    />
  );
}
