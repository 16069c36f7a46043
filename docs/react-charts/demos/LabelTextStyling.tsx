import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText } from '@mui/x-charts/ChartsText';
import { useDrawingArea } from '@mui/x-charts/hooks';

const products = ['Standing desk', 'Office chair', 'Monitor arm', 'Desk lamp'];
// Units returned last quarter.
const returns = [48, 31, 12, 7];

// ChartsText draws SVG text and starts a new line at every "\n".
function SourceNote() {
  const { left, top, width } = useDrawingArea();
  return (
    <ChartsText
      x={left + width - 4}
      y={top + 8}
      text={'Source: returns desk\nQ3 2025'}
      style={{ textAnchor: 'end', dominantBaseline: 'hanging', fontSize: 11, fill: '#757575' }}
    />
  );
}

export default function LabelTextStyling() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: products,
          height: 45,
          // Tick labels are ChartsText too: "\n" splits them over two lines.
          valueFormatter: (name: string, context) =>
            context.location === 'tick' ? name.replace(' ', '\n') : name,
          tickLabelStyle: { fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          label: 'Units returned',
          labelStyle: { fontSize: 14, fontWeight: 600, fill: '#5d4037' },
        },
      ]}
      series={[{ data: returns, label: 'Returns', color: '#8d6e63' }]}
      hideLegend
    >
      <SourceNote />
    </BarChart>
  );
}
