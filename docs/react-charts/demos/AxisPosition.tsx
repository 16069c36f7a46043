import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Monthly balance of a household budget: positive is money saved, negative is overspending, in euros.
const balance = [320, -140, 210, 450, -60, 380];

export default function AxisPosition() {
  const [xPosition, setXPosition] = React.useState<'top' | 'bottom'>('top');
  const [yPosition, setYPosition] = React.useState<'left' | 'right'>('right');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={xPosition}
          onChange={(_event, next: 'top' | 'bottom' | null) => next && setXPosition(next)}
        >
          <ToggleButton value="top">x: top</ToggleButton>
          <ToggleButton value="bottom">x: bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={yPosition}
          onChange={(_event, next: 'left' | 'right' | null) => next && setYPosition(next)}
        >
          <ToggleButton value="left">y: left</ToggleButton>
          <ToggleButton value="right">y: right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, position: xPosition }]}
        yAxis={[{ position: yPosition, width: 55, valueFormatter: (value: number) => `${value} €` }]}
        series={[{ data: balance, label: 'Balance', valueFormatter: (value) => `${value} €` }]}
      />
    </Stack>
  );
}
