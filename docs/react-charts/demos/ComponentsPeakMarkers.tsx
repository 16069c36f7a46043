import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useYScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Weekly downloads of two mobile apps, in thousands.
const notesApp = [12, 15, 19, 24, 22, 27, 25, 23];
const weatherApp = [30, 28, 26, 31, 35, 33, 29, 27];

// Writes the highest value of every line series above its point.
function PeakMarkers() {
  const allSeries = useLineSeries();
  const xAxis = useXAxis<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g>
      {allSeries.map((series) => {
        const values = series.data.map((value) => value ?? -Infinity);
        const peakIndex = values.indexOf(Math.max(...values));
        const x = xAxis.scale(xAxis.data?.[peakIndex]) ?? 0;
        const y = yScale(values[peakIndex]);
        return (
          <text key={series.id} x={x} y={y - 12} textAnchor="middle" fontSize={12} fill={series.color}>
            Peak: {values[peakIndex]}k
          </text>
        );
      })}
    </g>
  );
}

export default function ComponentsPeakMarkers() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 0, max: 40 }]}
      series={[
        { data: notesApp, label: 'Notes' },
        { data: weatherApp, label: 'Weather' },
      ]}
    >
      <PeakMarkers />
    </LineChart>
  );
}
