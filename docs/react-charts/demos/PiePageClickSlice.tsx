import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type {
  DefaultizedPieValueType,
  PieItemIdentifier,
  PieValueType,
} from '@mui/x-charts/models';

// Time spent by a team on one sprint, in hours.
const hours: PieValueType[] = [
  { id: 'features', label: 'New features', value: 142 },
  { id: 'bugs', label: 'Bug fixes', value: 61 },
  { id: 'reviews', label: 'Code reviews', value: 38 },
  { id: 'meetings', label: 'Meetings', value: 29 },
];
const total = hours.reduce((sum, slice) => sum + slice.value, 0);

type Clicked = { identifier: PieItemIdentifier; item: DefaultizedPieValueType };

export default function PiePageClickSlice() {
  const [clicked, setClicked] = React.useState<Clicked | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[{ id: 'sprint', data: hours, valueFormatter: (item) => `${item.value} h` }]}
        onItemClick={(_event, identifier, item) => setClicked({ identifier, item })}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: 40 }}>
        {clicked === null
          ? 'Click a slice.'
          : `${clicked.item.label}: ${clicked.item.formattedValue}, ${Math.round(
              (clicked.item.value / total) * 100,
            )}% of the sprint (series "${clicked.identifier.seriesId}", dataIndex ${
              clicked.identifier.dataIndex
            }).`}
      </Typography>
    </Stack>
  );
}
