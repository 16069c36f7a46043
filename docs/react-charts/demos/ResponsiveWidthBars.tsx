import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const orders = [132, 148, 141, 156, 189, 224, 201];

export default function ResponsiveWidthBars() {
  const [containerWidth, setContainerWidth] = useState<number>(100);

  return (
    <Box>
      <Typography id="container-width-label" variant="body2">
        Container width: {containerWidth}%
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={containerWidth}
        min={30}
        max={100}
        step={5}
        onChange={(_, value) => setContainerWidth(value as number)}
        sx={{ maxWidth: 320 }}
      />
      {/* No `width` prop: the chart fills this box and follows its size. */}
      <Box sx={{ width: `${containerWidth}%`, border: 1, borderColor: 'divider' }}>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          series={[{ label: 'Orders', data: orders }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
