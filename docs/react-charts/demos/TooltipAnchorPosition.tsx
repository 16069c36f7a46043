import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type Anchor = 'pointer' | 'node';
type Position = 'top' | 'bottom' | 'left' | 'right';

const platforms = ['Web', 'iOS', 'Android', 'Desktop'];

// Median page load time per platform, in seconds.
export default function TooltipAnchorPosition() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Position>('top');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="anchor"
          value={anchor}
          onChange={(event) => setAnchor(event.target.value as Anchor)}
        >
          <MenuItem value="pointer">pointer</MenuItem>
          <MenuItem value="node">node</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="position"
          value={position}
          onChange={(event) => setPosition(event.target.value as Position)}
        >
          {['top', 'bottom', 'left', 'right'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: platforms }]}
        series={[
          { label: 'Before release', data: [2.4, 1.9, 2.8, 1.6], valueFormatter: (value) => `${value} s` },
          { label: 'After release', data: [1.7, 1.5, 2.1, 1.2], valueFormatter: (value) => `${value} s` },
        ]}
        // `anchor: 'node'` needs the item trigger.
        slotProps={{ tooltip: { trigger: 'item', anchor, position } }}
      />
    </Stack>
  );
}
