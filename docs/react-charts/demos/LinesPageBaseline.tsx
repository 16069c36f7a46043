import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type BaselineOption = '0' | 'min' | 'max' | '8';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'];

// Average sleep per night recorded by a fitness tracker, in hours.
const sleep = [6.4, 6.9, 7.2, 6.1, 7.6, 8.3, 7.9, 6.8, 7.4, 8.1, 8.4, 7.8];

function toBaseline(option: BaselineOption): number | 'min' | 'max' {
  if (option === 'min' || option === 'max') {
    return option;
  }
  return Number(option);
}

export default function LinesPageBaseline() {
  const [option, setOption] = React.useState<BaselineOption>('8');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="baseline"
        value={option}
        onChange={(_, value: BaselineOption | null) => value && setOption(value)}
      >
        <ToggleButton value="0">0 (default)</ToggleButton>
        <ToggleButton value="min">'min'</ToggleButton>
        <ToggleButton value="max">'max'</ToggleButton>
        <ToggleButton value="8">8 (the goal)</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} h` }]}
        series={[
          {
            label: 'Sleep per night',
            data: sleep,
            area: true,
            baseline: toBaseline(option),
            valueFormatter: (value) => (value === null ? '' : `${value} h`),
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
