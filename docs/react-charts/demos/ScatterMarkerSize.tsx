import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Daily maximum temperature (°C) and ice creams sold by a beach kiosk over one summer.
// The values come from a fixed formula with some noise, so the demo looks the same each time.
const days = Array.from({ length: 90 }, (_, day) => {
  const noise = Math.sin(day * 12.9898) * 43758.5453;
  const wobble = noise - Math.floor(noise);
  const temperature = Math.round((19 + 10 * Math.sin((day / 90) * Math.PI) + wobble * 6) * 10) / 10;
  const sales = Math.round(40 + (temperature - 17) * 21 + (wobble - 0.5) * 90);
  return { id: day, x: temperature, y: sales };
});

export default function ScatterMarkerSize() {
  const [markerSize, setMarkerSize] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 320 }}>
        <Typography variant="body2">markerSize: {markerSize}</Typography>
        <Slider
          aria-label="markerSize"
          size="small"
          min={1}
          max={12}
          value={markerSize}
          onChange={(_, value) => setMarkerSize(value)}
        />
      </Box>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Maximum temperature (°C)' }]}
        yAxis={[{ label: 'Ice creams sold' }]}
        series={[
          {
            label: 'Summer days',
            data: days,
            markerSize,
            valueFormatter: (day) => day && `${day.x} °C, ${day.y} sold`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
