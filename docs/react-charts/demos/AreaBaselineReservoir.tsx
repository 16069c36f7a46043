import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Water level of a reservoir, in metres above sea level.
const level = [412, 415, 421, 428, 433, 431, 424, 417, 411, 408, 407, 409];

type Baseline = 'zero' | 'min' | 'max';

export default function AreaBaselineReservoir() {
  const [baseline, setBaseline] = React.useState<Baseline>('min');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_, value: Baseline | null) => value && setBaseline(value)}
      >
        <ToggleButton value="zero">0 (default)</ToggleButton>
        <ToggleButton value="min">min</ToggleButton>
        <ToggleButton value="max">max</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} m` }]}
        series={[
          {
            label: 'Water level',
            data: level,
            area: true,
            baseline: baseline === 'zero' ? 0 : baseline,
            valueFormatter: (value) => `${value} m`,
            color: '#0288d1',
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
