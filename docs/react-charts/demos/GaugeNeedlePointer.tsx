import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// Renders inside the gauge's <svg>, so it draws with SVG elements.
function GaugeNeedle() {
  const { valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, measured clockwise from 12 o'clock.
  const length = (outerRadius + innerRadius) / 2;
  const tipX = cx + length * Math.sin(valueAngle);
  const tipY = cy - length * Math.cos(valueAngle);
  return (
    <g>
      <path d={`M ${cx} ${cy} L ${tipX} ${tipY}`} stroke="#d32f2f" strokeWidth={3} strokeLinecap="round" />
      <circle cx={cx} cy={cy} r={6} fill="#d32f2f" />
    </g>
  );
}

// Current download speed against a 500 Mbit/s plan.
const speed = 340;
const height = 160;

export default function GaugeNeedlePointer() {
  return (
    <GaugeContainer
      width={220}
      height={height}
      // Leave room under the arc for the caption.
      margin={{ bottom: 30 }}
      value={speed}
      valueMax={500}
      startAngle={-100}
      endAngle={100}
      innerRadius="78%"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <GaugeNeedle />
      <text x="50%" y={height - 8} textAnchor="middle" fontSize={14}>
        {speed} Mbit/s
      </text>
    </GaugeContainer>
  );
}
