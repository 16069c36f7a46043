import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'loading' | 'empty' | 'loaded';

const products = ['Espresso', 'Latte', 'Cappuccino', 'Flat white', 'Mocha'];
// Cups sold by a coffee bar on one day.
const cups = [142, 118, 97, 64, 39];

export default function StylingOverlay() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, next: State | null) => next && setState(next)}
      >
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">no data</ToggleButton>
        <ToggleButton value="loaded">data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        // While `loading` is true, the chart shows the loading overlay.
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: products }]}
        // A series with an empty `data` array shows the "no data" overlay instead.
        series={[{ data: state === 'loaded' ? cups : [], label: 'Cups sold' }]}
      />
    </Stack>
  );
}
