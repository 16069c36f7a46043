import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// Where a city's household waste goes, in thousands of tonnes per year.
const waste: PieValueType[] = [
  { id: 'recycled', label: 'Recycled', value: 182 },
  { id: 'composted', label: 'Composted', value: 96 },
  { id: 'incinerated', label: 'Incinerated', value: 141 },
  { id: 'landfill', label: 'Landfill', value: 37 },
  { id: 'reused', label: 'Reused', value: 9 },
];
const total = waste.reduce((sum, item) => sum + item.value, 0);

export default function PieArcLabelAngle() {
  const [minAngle, setMinAngle] = React.useState(20);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 320 }}>
        <Typography variant="body2">arcLabelMinAngle: {minAngle}°</Typography>
        <Slider
          aria-label="arcLabelMinAngle"
          size="small"
          min={0}
          max={60}
          value={minAngle}
          onChange={(_, value) => setMinAngle(value)}
        />
      </Box>
      <PieChart
        height={260}
        series={[
          {
            data: waste,
            // A function gets each slice and returns the text to write on it.
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: minAngle,
            valueFormatter: (item) => `${item.value}k tonnes`,
          },
        ]}
      />
    </Box>
  );
}
