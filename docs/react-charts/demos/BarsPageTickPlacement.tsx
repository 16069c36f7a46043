import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const tickPlacements: TickPlacement[] = ['extremities', 'start', 'middle', 'end'];
const tickLabelPlacements: TickLabelPlacement[] = ['middle', 'tick'];

// Hours of sunshine per month in Lisbon (rounded climate normals).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sunshine = [142, 156, 207, 249, 294, 314, 353, 338, 262, 213, 160, 138];

export default function BarsPageTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, px: 1 }}>
        <div>
          <Typography variant="body2">tickPlacement</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickPlacement}
            onChange={(_, value: TickPlacement | null) => value && setTickPlacement(value)}
          >
            {tickPlacements.map((placement) => (
              <ToggleButton key={placement} value={placement}>
                {placement}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
        <div>
          <Typography variant="body2">tickLabelPlacement</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={tickLabelPlacement}
            onChange={(_, value: TickLabelPlacement | null) =>
              value && setTickLabelPlacement(value)
            }
          >
            {tickLabelPlacements.map((placement) => (
              <ToggleButton key={placement} value={placement}>
                {placement}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, tickPlacement, tickLabelPlacement }]}
        yAxis={[{ label: 'Hours' }]}
        series={[{ label: 'Sunshine', data: sunshine, valueFormatter: (value) => `${value} h` }]}
        hideLegend
      />
    </Box>
  );
}
