import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Requests per day over the last two weeks, in thousands.
const dailyRequests = [412, 398, 430, 455, 441, 380, 362, 420, 468, 481, 474, 402, 391, 497];
const diskUsedPercent = 68;

export default function ServerHealthIndicators() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, width: { sm: 200 } }}>
        <Typography variant="subtitle2">Disk used</Typography>
        <Gauge
          height={140}
          value={diskUsedPercent}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          text={({ value }) => `${value}%`}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Requests per day</Typography>
        <Typography variant="h5">497k</Typography>
        <SparkLineChart
          height={80}
          data={dailyRequests}
          area
          curve="natural"
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? '' : `${value}k requests`)}
        />
      </Paper>
    </Stack>
  );
}
