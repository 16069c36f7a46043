import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);

// Weekly downloads of an open-source library, in thousands.
const downloads = [112, 118, 121, 117, 126, 134, 131, 142, 150, 147, 158, 171, 168, 179, 186, 194];

// The id of the <linearGradient> below. It must be unique on the page.
const gradientId = 'area-gradient-downloads';

export default function AreaGradientDownloads() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 0, max: 220 }]}
      series={[
        {
          label: 'Downloads (thousands)',
          data: downloads,
          area: true,
          showMark: false,
          color: '#3949ab',
        },
      ]}
      // Fill every area with the gradient instead of the series colour.
      slotProps={{ area: { fill: `url(#${gradientId})` } }}
      hideLegend
    >
      {/* Children of LineChart are rendered inside its <svg>. */}
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#3949ab" stopOpacity={0.6} />
          <stop offset="100%" stopColor="#3949ab" stopOpacity={0.02} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
