import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type Metric = { name: string; unit: string; weeks: number[] };

// The last twelve weeks of a small online shop, one value per week.
const metrics: Metric[] = [
  { name: 'Orders', unit: '', weeks: [212, 198, 231, 245, 239, 262, 278, 270, 291, 305, 298, 321] },
  { name: 'Returns', unit: '', weeks: [18, 22, 19, 25, 21, 17, 16, 19, 14, 15, 13, 12] },
  {
    name: 'Revenue',
    unit: 'k €',
    weeks: [9.8, 9.1, 10.6, 11.2, 11.0, 12.1, 12.9, 12.4, 13.5, 14.2, 13.8, 15.0],
  },
];

export default function AreasDemoPageTinyTrends() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        width: '100%',
      }}
    >
      {metrics.map((metric) => (
        <Paper key={metric.name} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {metric.name}, last 12 weeks
          </Typography>
          <Typography variant="h6">
            {metric.weeks[metric.weeks.length - 1]}
            {metric.unit && ` ${metric.unit}`}
          </Typography>
          <SparkLineChart
            height={56}
            data={metric.weeks}
            area
            curve="natural"
            showTooltip
            showHighlight
            valueFormatter={(value) =>
              value === null ? '' : `${value}${metric.unit && ` ${metric.unit}`}`
            }
          />
        </Paper>
      ))}
    </Box>
  );
}
