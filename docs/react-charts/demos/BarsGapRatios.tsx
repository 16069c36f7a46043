import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Orders taken by a café, before and after noon.
const morning = [86, 74, 79, 92, 110];
const afternoon = [64, 58, 71, 69, 95];

export default function BarsGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, px: 1 }}>
        <Box sx={{ flex: '1 1 160px' }}>
          <Typography variant="body2">categoryGapRatio: {categoryGapRatio}</Typography>
          <Slider
            aria-label="categoryGapRatio"
            size="small"
            min={0}
            max={0.9}
            step={0.05}
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value)}
          />
        </Box>
        <Box sx={{ flex: '1 1 160px' }}>
          <Typography variant="body2">barGapRatio: {barGapRatio}</Typography>
          <Slider
            aria-label="barGapRatio"
            size="small"
            min={0}
            max={0.9}
            step={0.05}
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value)}
          />
        </Box>
      </Box>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weekdays, categoryGapRatio, barGapRatio }]}
        series={[
          { label: 'Before noon', data: morning },
          { label: 'After noon', data: afternoon },
        ]}
      />
    </Box>
  );
}
