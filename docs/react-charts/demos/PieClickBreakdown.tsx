import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

type Category = { id: string; label: string; value: number; items: [string, number][] };

// Cloud bill of a start-up for one month, in US dollars, with the largest line items.
const bill: Category[] = [
  {
    id: 'compute',
    label: 'Compute',
    value: 4820,
    items: [
      ['API servers', 2910],
      ['Batch jobs', 1380],
      ['CI runners', 530],
    ],
  },
  {
    id: 'storage',
    label: 'Storage',
    value: 1640,
    items: [
      ['Object storage', 990],
      ['Backups', 650],
    ],
  },
  {
    id: 'database',
    label: 'Database',
    value: 2270,
    items: [
      ['Primary cluster', 1820],
      ['Read replica', 450],
    ],
  },
  {
    id: 'network',
    label: 'Network',
    value: 910,
    items: [
      ['Egress', 740],
      ['Load balancers', 170],
    ],
  },
];

export default function PieClickBreakdown() {
  const [selected, setSelected] = React.useState<Category>(bill[0]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, width: '100%' }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <PieChart
          height={240}
          series={[
            {
              data: bill,
              innerRadius: '45%',
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (item) => `$${item.value.toLocaleString('en-US')}`,
            },
          ]}
          onItemClick={(event, identifier) => setSelected(bill[identifier.dataIndex])}
          hideLegend
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2">
          {selected.label}: ${selected.value.toLocaleString('en-US')} (click a slice)
        </Typography>
        <List dense>
          {selected.items.map(([name, cost]) => (
            <ListItem key={name} disableGutters>
              <ListItemText primary={name} secondary={`$${cost.toLocaleString('en-US')}`} />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
