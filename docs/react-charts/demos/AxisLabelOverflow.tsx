import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const rivers = [
  'Amazon',
  'Nile',
  'Yangtze',
  'Mississippi–Missouri',
  'Yenisei–Angara',
  'Yellow River',
  'Ob–Irtysh',
];
// Length of the longest river systems, in kilometres.
const lengths = [6992, 6650, 6300, 6275, 5539, 5464, 5410];

export default function AxisLabelOverflow() {
  const [width, setWidth] = React.useState(80);

  return (
    <Stack spacing={1}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography variant="body2" gutterBottom>
          y-axis width: {width}px
        </Typography>
        <Slider
          size="small"
          min={45}
          max={160}
          step={5}
          value={width}
          onChange={(_event, value) => setWidth(value as number)}
          aria-label="y-axis width"
        />
      </Box>
      <BarChart
        height={320}
        layout="horizontal"
        // The space of the axis is fixed: labels longer than `width` end with an ellipsis.
        yAxis={[{ scaleType: 'band', data: rivers, width }]}
        xAxis={[{ valueFormatter: (value: number) => `${value / 1000}k km` }]}
        series={[{ data: lengths, label: 'Length (km)' }]}
        hideLegend
      />
    </Stack>
  );
}
