import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Support tickets closed per month, by channel.
const email = [320, 290, 350, 310, 280, 260];
const chat = [210, 240, 260, 300, 330, 360];

export default function BarsRoundedCorners() {
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, maxWidth: 320 }}>
        <Typography variant="body2">borderRadius: {borderRadius}px</Typography>
        <Slider
          aria-label="borderRadius"
          size="small"
          min={0}
          max={20}
          value={borderRadius}
          onChange={(_, value) => setBorderRadius(value)}
        />
      </Box>
      <BarChart
        height={280}
        borderRadius={borderRadius}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { label: 'Email', data: email, stack: 'tickets' },
          { label: 'Chat', data: chat, stack: 'tickets' },
        ]}
      />
    </Box>
  );
}
