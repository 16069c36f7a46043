import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

// A typical weekday of an office worker, in hours.
const day: PieValueType[] = [
  { id: 'sleep', label: 'Sleep', value: 7.5 },
  { id: 'work', label: 'Work', value: 8 },
  { id: 'commute', label: 'Commute', value: 1.5 },
  { id: 'meals', label: 'Meals', value: 1.5 },
  { id: 'chores', label: 'Chores', value: 2 },
  { id: 'leisure', label: 'Leisure', value: 3.5 },
];

const controls = [
  { key: 'innerRadius', label: 'innerRadius (%)', max: 90 },
  { key: 'outerRadius', label: 'outerRadius (%)', max: 100 },
  { key: 'paddingAngle', label: 'paddingAngle (°)', max: 10 },
  { key: 'cornerRadius', label: 'cornerRadius (px)', max: 20 },
] as const;

type Shape = Record<(typeof controls)[number]['key'], number>;

export default function PieShapeControls() {
  const [shape, setShape] = React.useState<Shape>({
    innerRadius: 50,
    outerRadius: 100,
    paddingAngle: 2,
    cornerRadius: 6,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          columnGap: 3,
          px: 1,
        }}
      >
        {controls.map((control) => (
          <Box key={control.key}>
            <Typography variant="body2">
              {control.label}: {shape[control.key]}
            </Typography>
            <Slider
              aria-label={control.label}
              size="small"
              min={0}
              max={control.max}
              value={shape[control.key]}
              onChange={(_, value) => setShape({ ...shape, [control.key]: value })}
            />
          </Box>
        ))}
      </Box>
      <PieChart
        height={260}
        series={[
          {
            data: day,
            innerRadius: `${shape.innerRadius}%`,
            outerRadius: `${shape.outerRadius}%`,
            paddingAngle: shape.paddingAngle,
            cornerRadius: shape.cornerRadius,
            valueFormatter: (item) => `${item.value} h`,
          },
        ]}
      />
    </Box>
  );
}
