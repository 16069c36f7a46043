import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const shifts = ['Night', 'Morning', 'Afternoon', 'Evening'];
// Calls answered by a support team in each shift.
const calls = [46, 138, 161, 92];

export default function AxisTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">tickPlacement</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tickPlacement}
          onChange={(_event, next: TickPlacement | null) => next && setTickPlacement(next)}
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
          <ToggleButton value="extremities">extremities</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">tickLabelPlacement</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tickLabelPlacement}
          onChange={(_event, next: TickLabelPlacement | null) => next && setTickLabelPlacement(next)}
        >
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="tick">tick</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: shifts,
            tickPlacement,
            tickLabelPlacement,
            // Longer tick marks, so their position is easy to see. They take room from the labels:
            // the axis is made taller to keep the labels whole.
            tickSize: 12,
            height: 40,
          },
        ]}
        series={[{ data: calls, label: 'Calls answered' }]}
      />
    </Stack>
  );
}
