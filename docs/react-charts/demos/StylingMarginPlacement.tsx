import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsLegendSlotProps } from '@mui/x-charts/ChartsLegend';

type Placement = 'top' | 'right' | 'bottom';

const legendSettings: Record<Placement, ChartsLegendSlotProps['legend']> = {
  top: { position: { vertical: 'top', horizontal: 'center' } },
  right: { position: { vertical: 'middle', horizontal: 'end' }, direction: 'vertical' },
  bottom: { position: { vertical: 'bottom', horizontal: 'center' } },
};

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function StylingMarginPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('right');
  const [margin, setMargin] = React.useState(20);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={placement}
          onChange={(_event, next: Placement | null) => next && setPlacement(next)}
          aria-label="Legend placement"
        >
          <ToggleButton value="top">legend top</ToggleButton>
          <ToggleButton value="right">legend right</ToggleButton>
          <ToggleButton value="bottom">legend bottom</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ width: 220 }}>
          <Typography variant="body2">margin: {margin}px</Typography>
          <Slider
            size="small"
            min={0}
            max={60}
            value={margin}
            onChange={(_event, value) => setMargin(value as number)}
            aria-label="margin"
          />
        </Box>
      </Stack>
      {/* The dashed outline is the edge of the chart, legend included. */}
      <Box sx={{ border: '1px dashed', borderColor: 'divider' }}>
        <BarChart
          height={280}
          margin={margin}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          series={[
            { data: [38, 44, 51, 62], label: 'Online' },
            { data: [52, 49, 47, 45], label: 'In store' },
            { data: [12, 15, 14, 19], label: 'Wholesale' },
          ]}
          slotProps={{ legend: legendSettings[placement] }}
        />
      </Box>
    </Stack>
  );
}
