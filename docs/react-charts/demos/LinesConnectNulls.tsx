import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Oct`);

// Water level of a river gauge at noon, in centimetres. The sensor was offline on days 5, 6 and 11.
const level = [142, 145, 151, 158, null, null, 171, 168, 160, 153, null, 144, 139, 137];

export default function LinesConnectNulls() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={connectNulls}
            onChange={(event) => setConnectNulls(event.target.checked)}
          />
        }
        label="connectNulls"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ min: 120, max: 180 }]}
        series={[
          {
            label: 'Water level (cm)',
            data: level,
            connectNulls,
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} cm`),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
