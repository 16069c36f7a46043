import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Transistors on flagship microprocessors (approximate counts).
const years = [1971, 1978, 1985, 1989, 1993, 1999, 2004, 2010, 2016, 2021];
const transistors = [2.3e3, 2.9e4, 2.75e5, 1.2e6, 3.1e6, 2.2e7, 5.9e8, 2.3e9, 7.2e9, 5.7e10];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function AxisLogScale() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('log');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, next: 'linear' | 'log' | null) => next && setScaleType(next)}
      >
        <ToggleButton value="linear">Linear</ToggleButton>
        <ToggleButton value="log">Log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: years, domainLimit: 'strict', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[
          {
            scaleType,
            valueFormatter: (value: number, context: AxisValueFormatterContext) =>
              // A log axis draws minor ticks with an empty default label: keep them empty.
              context.location === 'tick' && context.defaultTickLabel === ''
                ? ''
                : compact.format(value),
          },
        ]}
        series={[
          {
            data: transistors,
            label: 'Transistors per chip',
            valueFormatter: (value) => (value === null ? '' : compact.format(value)),
          },
        ]}
      />
    </Stack>
  );
}
