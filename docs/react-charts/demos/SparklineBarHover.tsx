import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Support tickets opened each day over the last two weeks.
const tickets = [14, 18, 11, 22, 19, 7, 5, 16, 21, 24, 17, 20, 6, 4];

export default function SparklineBarHover() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <Typography variant="subtitle2">Tickets opened, last 14 days</Typography>
      <SparkLineChart
        height={80}
        data={tickets}
        plotType="bar"
        // Both are off by default: hover a bar to see them.
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value} tickets`)}
      />
    </Paper>
  );
}
