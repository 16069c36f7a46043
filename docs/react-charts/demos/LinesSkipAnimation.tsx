import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Two sets of monthly orders for a bakery, to switch between.
const orders = [
  [210, 245, 260, 238, 290, 315],
  [180, 205, 230, 270, 255, 300],
];

export default function LinesSkipAnimation() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [year, setYear] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
        <Button variant="outlined" onClick={() => setYear((previous) => 1 - previous)}>
          Show {year === 0 ? '2023' : '2024'}
        </Button>
      </Stack>
      <LineChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 350 }]}
        series={[{ data: orders[year], label: `Orders ${year === 0 ? 2024 : 2023}`, area: true }]}
        hideLegend
      />
    </Stack>
  );
}
