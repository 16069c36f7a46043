import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => `Jun ${index + 1}`);

// Daily steps from a fitness watch. `null` marks the days the watch was not worn.
const steps: (number | null)[] = [
  8420,
  9130,
  7650,
  null,
  null,
  10240,
  11870,
  6980,
  7420,
  null,
  9050,
  8760,
  12310,
  10980,
];

export default function AreasDemoPageConnectNulls() {
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
        series={[
          {
            label: 'Steps',
            data: steps,
            area: true,
            connectNulls,
            valueFormatter: (value) =>
              value === null ? 'Not recorded' : value.toLocaleString('en-GB'),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
