import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`);

// Median page load time of an online shop over two weeks, in milliseconds.
const loadTime = [812, 798, 805, 790, 776, 781, 764, 742, 751, 733, 721, 716, 709, 698];

export default function LineDemoPageTiny() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary">
        Median page load, last 14 days
      </Typography>
      <Typography variant="h5" component="p">
        698 ms
      </Typography>
      <Box sx={{ mt: 1 }}>
        <LineChart
          height={70}
          margin={4}
          // The axes still place the points; position 'none' only hides them.
          xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
          yAxis={[{ position: 'none' }]}
          series={[
            {
              label: 'Load time',
              data: loadTime,
              showMark: false,
              curve: 'linear',
              valueFormatter: (value) => `${value} ms`,
            },
          ]}
          hideLegend
        />
      </Box>
    </Paper>
  );
}
