import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// Hours of revision in the week before an exam, and the score out of 100, for 16 students.
const students = [
  [1, 48],
  [2, 55],
  [2.5, 51],
  [3, 62],
  [4, 58],
  [4.5, 67],
  [5, 64],
  [6, 71],
  [6.5, 66],
  [7, 78],
  [8, 74],
  [9, 83],
  [10, 79],
  [11, 88],
  [12, 85],
  [14, 92],
].map(([x, y], index) => ({ id: index, x, y }));

// Least-squares line through the points: score = intercept + slope × hours.
const n = students.length;
const meanX = students.reduce((sum, s) => sum + s.x, 0) / n;
const meanY = students.reduce((sum, s) => sum + s.y, 0) / n;
const slope =
  students.reduce((sum, s) => sum + (s.x - meanX) * (s.y - meanY), 0) /
  students.reduce((sum, s) => sum + (s.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

// A child of ScatterChart is drawn in its <svg>; the scales turn values into pixels.
function TrendLine({ from, to }: { from: number; to: number }) {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  return (
    <line
      x1={xScale(from)}
      y1={yScale(intercept + slope * from)}
      x2={xScale(to)}
      y2={yScale(intercept + slope * to)}
      stroke="#ef6c00"
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function ScatterStudyHoursTrend() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ min: 0, max: 15, label: 'Hours of revision' }]}
      yAxis={[{ min: 40, max: 100, label: 'Exam score' }]}
      series={[
        {
          label: `Students (trend: +${slope.toFixed(1)} points per hour)`,
          data: students,
          markerSize: 5,
          valueFormatter: (s) => s && `${s.x} h, score ${s.y}`,
        },
      ]}
    >
      <TrendLine from={0.5} to={14.5} />
    </ScatterChart>
  );
}
