import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
const series = [
  { id: 'online', label: 'Online', data: [124, 98, 143, 110] },
  { id: 'stores', label: 'Stores', data: [210, 176, 158, 192] },
];

// Revenue per sales region, in thousands of euros.
export default function BarsClickHandlers() {
  const [itemText, setItemText] = React.useState('Click a bar.');
  const [axisText, setAxisText] = React.useState('Click anywhere in a region.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={series}
        onItemClick={(event, item) => {
          const clicked = series.find((entry) => entry.id === item.seriesId);
          setItemText(
            `onItemClick: ${clicked?.label} in ${regions[item.dataIndex]}, €${clicked?.data[item.dataIndex]}k`,
          );
        }}
        onAxisClick={(event, data) => {
          if (!data) {
            return;
          }
          const total = Object.values(data.seriesValues).reduce<number>(
            (sum, value) => sum + (value ?? 0),
            0,
          );
          setAxisText(`onAxisClick: ${data.axisValue}, €${total}k across both channels`);
        }}
      />
      <Typography variant="body2">{itemText}</Typography>
      <Typography variant="body2">{axisText}</Typography>
    </Stack>
  );
}
