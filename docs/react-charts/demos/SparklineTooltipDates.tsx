import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing price of a share over ten trading days.
const tradingDays = [
  new Date(2025, 2, 3),
  new Date(2025, 2, 4),
  new Date(2025, 2, 5),
  new Date(2025, 2, 6),
  new Date(2025, 2, 7),
  new Date(2025, 2, 10),
  new Date(2025, 2, 11),
  new Date(2025, 2, 12),
  new Date(2025, 2, 13),
  new Date(2025, 2, 14),
];
const closingPrices = [182.4, 184.1, 183.2, 186.9, 188.3, 185.7, 187.2, 190.6, 189.8, 192.3];

const formatDay = (day: Date) =>
  day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

export default function SparklineTooltipDates() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="subtitle2">ACME Corp. (USD)</Typography>
      <SparkLineChart
        height={80}
        data={closingPrices}
        // Passing `xAxis` adds its formatted value as the tooltip title.
        xAxis={{ scaleType: 'point', data: tradingDays, valueFormatter: formatDay }}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
      />
    </Box>
  );
}
