import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const hours = ['8:00', '9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
// Office temperature through a working day, in °C.
const temperature = [18.5, 19.4, 20.6, 21.8, 23.1, 24.6, 25.2, 24.1, 22.7, 21.3];

type ComfortBandProps = { low: number; high: number };

// A child of the chart renders inside its <svg>, so it returns SVG elements.
function ComfortBand({ low, high }: ComfortBandProps) {
  const { left, width } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  // The scale turns a data value into a vertical position in pixels.
  const top = yScale(high);
  const bottom = yScale(low);
  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill="#2e7d32" fillOpacity={0.12} />
      <text x={left + 6} y={top + 14} fontSize={12} fill="#2e7d32">
        Comfort zone
      </text>
    </g>
  );
}

export default function ComponentsTargetBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 16, max: 28, valueFormatter: (value: number) => `${value}°` }]}
      series={[{ data: temperature, label: 'Temperature (°C)' }]}
    >
      <ComfortBand low={20} high={24} />
    </LineChart>
  );
}
