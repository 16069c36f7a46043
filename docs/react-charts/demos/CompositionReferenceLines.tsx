import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const days = ['Mar 3', 'Mar 4', 'Mar 5', 'Mar 6', 'Mar 7', 'Mar 10', 'Mar 11', 'Mar 12', 'Mar 13', 'Mar 14'];
// 95th-percentile response time of an API, in milliseconds.
const latency = [212, 225, 219, 241, 236, 318, 342, 305, 248, 231];

export default function CompositionReferenceLines() {
  return (
    <ChartsContainer
      height={300}
      series={[{ type: 'line', data: latency, label: 'p95 latency', valueFormatter: (v) => `${v} ms` }]}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, max: 400, valueFormatter: (value: number) => `${value} ms` }]}
    >
      <ChartsReferenceLine
        y={300}
        label="Target: 300 ms"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      {/* On a category axis, `x` is one of the values in the axis `data`. */}
      <ChartsReferenceLine x="Mar 10" label="Release 2.4" labelAlign="start" />
      <LinePlot />
      <MarkPlot />
      <ChartsAxisHighlight x="line" />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
