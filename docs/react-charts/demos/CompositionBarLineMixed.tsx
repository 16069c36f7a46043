import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
// Orders received by a bakery's web shop each month.
const orders = [310, 285, 342, 398, 371, 420, 455, 402, 468];
// Average of the current month and the two before it.
const movingAverage = orders.map((_, index) => {
  const window = orders.slice(Math.max(0, index - 2), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function CompositionBarLineMixed() {
  return (
    <ChartsDataProvider
      height={300}
      series={[
        { type: 'bar', data: orders, label: 'Orders' },
        { type: 'line', data: movingAverage, label: '3-month average', color: '#d32f2f' },
      ]}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ min: 0, max: 500 }]}
    >
      {/* The wrapper lays out the HTML legend and the <svg> together. */}
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
