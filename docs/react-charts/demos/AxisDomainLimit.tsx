import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { YAxis } from '@mui/x-charts/models';

type Mode = 'nice' | 'strict' | 'function';

const days = ['Mar 3', 'Mar 4', 'Mar 5', 'Mar 6', 'Mar 7', 'Mar 10', 'Mar 11', 'Mar 12', 'Mar 13', 'Mar 14'];
// Closing price of a share over two trading weeks, in dollars.
const closing = [187.4, 188.9, 186.2, 189.7, 191.3, 190.8, 193.5, 192.1, 194.6, 196.2];

const domainLimits: Record<Mode, YAxis['domainLimit']> = {
  nice: 'nice',
  strict: 'strict',
  // Leave a margin of 20 % of the data's spread above and below.
  function: (min, max) => {
    const padding = (max - min) * 0.2;
    return { min: Math.floor(min - padding), max: Math.ceil(max + padding) };
  },
};

export default function AxisDomainLimit() {
  const [mode, setMode] = React.useState<Mode>('function');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="function">function</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ domainLimit: domainLimits[mode], valueFormatter: (value: number) => `$${value}` }]}
        // Room for the last date label, which sits on the right edge of the drawing area.
        margin={{ right: 30 }}
        series={[{ data: closing, label: 'Closing price', valueFormatter: (value) => `$${value}` }]}
      />
    </Stack>
  );
}
