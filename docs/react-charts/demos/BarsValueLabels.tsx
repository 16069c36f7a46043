import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Lisbon', 'Madrid', 'Rome', 'Athens', 'Paris'];

// Sunshine hours in July.
const sunshine = [372, 359, 350, 366, 233];

type Placement = 'center' | 'outside';

export default function BarsValueLabels() {
  const [placement, setPlacement] = React.useState<Placement>('outside');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: Placement | null) => value && setPlacement(value)}
      >
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="outside">outside</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: cities }]}
        yAxis={[{ max: 420 }]}
        series={[
          {
            label: 'Sunshine hours in July',
            data: sunshine,
            barLabelPlacement: placement,
            // Return null to leave a bar without a label.
            barLabel: (item, context) => (context.bar.height < 20 ? null : `${item.value} h`),
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
