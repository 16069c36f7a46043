import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Rainfall in Dublin, in millimetres.
const rainfall = [71, 52, 51, 52, 55, 58];

export default function LegendHiddenSingleSeries() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1">Monthly rainfall in Dublin (mm)</Typography>
      {/* One series and a title: a legend would only repeat the title. */}
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ data: rainfall, label: 'Rainfall (mm)' }]}
        hideLegend
      />
    </Box>
  );
}
