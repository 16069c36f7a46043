import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Share price of one stock over the last 14 trading days, in euros.
const sharePrice = [
  142.1, 143.4, 142.8, 144.9, 146.2, 145.5, 147.8, 149.1, 148.3, 150.6, 151.2, 150.4, 152.9,
  154.0,
];

export default function SparklineAreaBaseline() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">baseline: 0 (default)</Typography>
        {/* The area fills down to 0, so the y range starts at 0 and the trend looks flat. */}
        <SparkLineChart height={70} data={sharePrice} area />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">baseline: &apos;min&apos;</Typography>
        {/* The area stops at the lowest price, and the line uses the full height. */}
        <SparkLineChart height={70} data={sharePrice} area baseline="min" />
      </Paper>
    </Stack>
  );
}
