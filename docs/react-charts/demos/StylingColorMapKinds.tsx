import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';

type Kind = 'piecewise' | 'continuous' | 'ordinal';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Steps walked each day of one week.
const steps = [6200, 8400, 4900, 10300, 7600, 13800, 11200];

const valueAxis: Record<Kind, YAxis> = {
  // Red under 5,000 steps, amber up to 10,000, green above.
  piecewise: { colorMap: { type: 'piecewise', thresholds: [5000, 10000], colors: ['#e53935', '#ffb300', '#43a047'] } },
  // A shade between the two colours, from 4,000 to 14,000 steps.
  continuous: { colorMap: { type: 'continuous', min: 4000, max: 14000, color: ['#bbdefb', '#0d47a1'] } },
  ordinal: {},
};

const categoryAxis: Record<Kind, XAxis<'band'>> = {
  piecewise: { scaleType: 'band', data: days },
  continuous: { scaleType: 'band', data: days },
  // Weekend days in orange, every other day in `unknownColor`.
  ordinal: {
    scaleType: 'band',
    data: days,
    colorMap: { type: 'ordinal', values: ['Sat', 'Sun'], colors: ['#fb8c00', '#fb8c00'], unknownColor: '#5c6bc0' },
  },
};

export default function StylingColorMapKinds() {
  const [kind, setKind] = React.useState<Kind>('piecewise');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(event, value: Kind | null) => value && setKind(value)}
      >
        <ToggleButton value="piecewise">piecewise</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="ordinal">ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[categoryAxis[kind]]}
        yAxis={[valueAxis[kind]]}
        series={[{ data: steps, label: 'Steps' }]}
        hideLegend
      />
    </Stack>
  );
}
