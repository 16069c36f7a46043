import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average rainfall per month, in millimetres (rounded climate normals).
const london = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];
const cairo = [5, 4, 4, 1, 0.5, 0, 0, 0, 0, 1, 3, 6];

export default function BarsPageMinBarSize() {
  const [minBarSize, setMinBarSize] = React.useState(6);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 320 }}>
        <Typography variant="body2">minBarSize: {minBarSize}px</Typography>
        <Slider
          aria-label="minBarSize"
          size="small"
          min={0}
          max={12}
          step={1}
          value={minBarSize}
          onChange={(_, value) => setMinBarSize(value)}
        />
      </Box>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} mm` }]}
        series={[
          { label: 'London', data: london, valueFormatter: (value) => `${value} mm` },
          {
            label: 'Cairo',
            data: cairo,
            // Only this series gets a minimum size: its dry months (0 mm) stay empty.
            minBarSize,
            valueFormatter: (value) => `${value} mm`,
          },
        ]}
      />
    </Box>
  );
}
