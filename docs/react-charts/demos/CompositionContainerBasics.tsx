import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Coffees sold by a café on an average week.
const coffees = [142, 128, 135, 151, 176, 210, 188];

export default function CompositionContainerBasics() {
  return (
    <ChartsContainer
      height={300}
      // In composition, every series needs its `type`.
      series={[{ type: 'bar', data: coffees, label: 'Coffees sold' }]}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ min: 0, max: 250 }]}
    >
      {/* Children draw in order: the grid first, so it stays behind the bars. */}
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
