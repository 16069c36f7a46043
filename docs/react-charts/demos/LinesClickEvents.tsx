import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Visitors of a web shop per day, by device.
const series = [
  { id: 'desktop', label: 'Desktop', data: [820, 910, 870, 940, 1010, 640, 580] },
  { id: 'mobile', label: 'Mobile', data: [1240, 1190, 1300, 1280, 1420, 1750, 1690] },
];

export default function LinesClickEvents() {
  const [message, setMessage] = React.useState('Click a line or a mark.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">{message}</Typography>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        series={series}
        onLineClick={(event, item) => setMessage(`onLineClick: series "${item.seriesId}"`)}
        onMarkClick={(event, item) =>
          setMessage(
            `onMarkClick: series "${item.seriesId}", ${days[item.dataIndex ?? 0]} (dataIndex ${item.dataIndex})`,
          )
        }
      />
    </Stack>
  );
}
