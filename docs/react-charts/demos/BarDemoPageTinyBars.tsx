import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'];

// New sign-ups per week for a language-learning app.
const signUps = [320, 345, 298, 410, 436, 402, 388, 471, 512, 495, 540, 588];

export default function BarDemoPageTinyBars() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary">
        New sign-ups, last 12 weeks
      </Typography>
      <Typography variant="h5" component="p">
        5,205
      </Typography>
      <Box sx={{ mt: 1 }}>
        <BarChart
          height={80}
          margin={0}
          // The axes still place the bars; position 'none' only hides them.
          xAxis={[{ scaleType: 'band', data: weeks, position: 'none', categoryGapRatio: 0.3 }]}
          yAxis={[{ position: 'none' }]}
          series={[{ label: 'Sign-ups', data: signUps }]}
          borderRadius={2}
          hideLegend
        />
      </Box>
    </Paper>
  );
}
