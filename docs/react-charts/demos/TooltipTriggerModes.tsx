import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const cities = ['Amsterdam', 'Copenhagen', 'Vienna', 'Zurich'];

// Share of trips made by bike and by public transport, in percent.
export default function TooltipTriggerModes() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(event, value: Trigger | null) => value && setTrigger(value)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: cities }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { label: 'Bike', data: [36, 29, 7, 8], valueFormatter: (value) => `${value}% of trips` },
          { label: 'Public transport', data: [17, 20, 38, 32], valueFormatter: (value) => `${value}% of trips` },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
