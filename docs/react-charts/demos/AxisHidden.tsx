import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => `Jun ${index + 1}`);
// Daily sign-ups to a newsletter over one month.
const signups = [
  42, 38, 45, 51, 49, 33, 29, 47, 55, 58, 61, 57, 40, 36, 63, 66, 70, 68, 72, 48, 44, 75, 79, 81, 77, 84, 59,
  52, 88, 93,
];

export default function AxisHidden() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <Typography variant="overline">Sign-ups in June</Typography>
      <Typography variant="h5">1,760</Typography>
      <LineChart
        height={120}
        // `position: 'none'` keeps each axis for scaling but draws nothing and reserves no space.
        xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: signups, label: 'Sign-ups', area: true, showMark: false }]}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        hideLegend
      />
    </Stack>
  );
}
