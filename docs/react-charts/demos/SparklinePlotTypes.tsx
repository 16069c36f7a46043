import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Last 12 weeks of a small online shop.
const visitors = [1320, 1410, 1385, 1502, 1468, 1610, 1577, 1690, 1645, 1720, 1810, 1795];
const conversionRate = [2.1, 2.4, 2.2, 2.6, 2.5, 2.3, 2.8, 2.7, 3.0, 2.9, 3.2, 3.1];
const orders = [28, 34, 30, 39, 37, 37, 44, 46, 49, 50, 58, 56];

export default function SparklinePlotTypes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Visitors</Typography>
        {/* The defaults: a straight-segment line in the first palette colour. */}
        <SparkLineChart height={60} data={visitors} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Conversion rate</Typography>
        <SparkLineChart
          height={60}
          data={conversionRate}
          area
          curve="natural"
          color="#2e7d32"
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2">Orders</Typography>
        <SparkLineChart height={60} data={orders} plotType="bar" color="#ed6c02" />
      </Paper>
    </Stack>
  );
}
