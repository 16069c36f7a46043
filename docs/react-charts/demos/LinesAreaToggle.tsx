import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Electricity produced by rooftop solar panels on one house, in kWh.
const production = [118, 176, 302, 418, 512, 540, 561, 489, 356, 231, 132, 94];

export default function LinesAreaToggle() {
  const [area, setArea] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
        label="area"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          {
            label: 'Solar production (kWh)',
            data: production,
            area,
            showMark: false,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
