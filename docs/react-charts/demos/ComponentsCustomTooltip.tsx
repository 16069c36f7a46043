import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsTooltipContainer,
  useAxesTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Marketing spend per month, in thousands of dollars.
const budget = [40, 40, 45, 45, 50, 50];
const actual = [38, 44, 43, 52, 49, 57];

function VarianceContent() {
  // One entry per axis under the pointer; this chart has only the x-axis.
  const axes = useAxesTooltip();
  if (axes === null || axes.length === 0) {
    return null;
  }
  const { axisFormattedValue, dataIndex } = axes[0];
  const variance = actual[dataIndex] - budget[dataIndex];
  return (
    <Paper elevation={3} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2">{axisFormattedValue}</Typography>
      <Typography variant="body2">
        Budget {budget[dataIndex]}k$ · Actual {actual[dataIndex]}k$
      </Typography>
      <Typography variant="body2" color={variance > 0 ? 'error' : 'success'}>
        {variance > 0 ? `${variance}k$ over budget` : `${-variance}k$ under budget`}
      </Typography>
    </Paper>
  );
}

// The tooltip slot receives the tooltip props, such as `trigger`; the container positions the popper.
function VarianceTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <VarianceContent />
    </ChartsTooltipContainer>
  );
}

export default function ComponentsCustomTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: budget, label: 'Budget', curve: 'stepAfter' },
        { data: actual, label: 'Actual' },
      ]}
      slots={{ tooltip: VarianceTooltip }}
    />
  );
}
