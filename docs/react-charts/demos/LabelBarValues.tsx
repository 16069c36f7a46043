import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const teams = ['Support', 'Sales', 'Product', 'Finance', 'Legal'];
// Share of each team that completed the security training, in percent.
const completed = [96, 71, 88, 100, 9];

type Placement = 'center' | 'outside';

export default function LabelBarValues() {
  const [placement, setPlacement] = React.useState<Placement>('outside');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, next: Placement | null) => next && setPlacement(next)}
      >
        <ToggleButton value="center">center</ToggleButton>
        <ToggleButton value="outside">outside</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: teams }]}
        yAxis={[{ min: 0, max: 110, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: completed,
            label: 'Training completed',
            barLabelPlacement: placement,
            // Return null to skip a label, here when a centred label would not fit in the bar.
            barLabel: (item, context) =>
              placement === 'center' && context.bar.height < 24 ? null : `${item.value}%`,
          },
        ]}
        sx={{ [`& .${barClasses.label}`]: { fontWeight: 600 } }}
        hideLegend
      />
    </Stack>
  );
}
