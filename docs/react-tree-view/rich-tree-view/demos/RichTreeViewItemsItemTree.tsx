import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Task {
  id: string;
  label: string;
  estimate: string;
  children?: Task[];
}

const sprint: Task[] = [
  {
    id: 'checkout',
    label: 'Checkout',
    estimate: '5d',
    children: [
      { id: 'address-form', label: 'Address form', estimate: '2d' },
      { id: 'card-payment', label: 'Card payment', estimate: '3d' },
    ],
  },
  {
    id: 'search',
    label: 'Search',
    estimate: '3d',
    children: [{ id: 'filters', label: 'Filters', estimate: '3d' }],
  },
];

export default function RichTreeViewItemsItemTree() {
  const apiRef = useRichTreeViewProApiRef<Task>();
  const [exported, setExported] = useState('');

  return (
    <Box sx={{ minHeight: 480 }}>
      <RichTreeViewPro
        aria-label="Sprint tasks"
        apiRef={apiRef}
        items={sprint}
        defaultExpandedItems={['checkout', 'search']}
        itemsReordering
      />
      {/* Drag a task somewhere else first: the export follows the order on screen. */}
      <Button
        size="small"
        variant="outlined"
        sx={{ my: 1 }}
        onClick={() => setExported(JSON.stringify(apiRef.current?.getItemTree(), null, 2))}
      >
        Export as JSON
      </Button>
      <Box
        component="pre"
        sx={{ m: 0, height: 220, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
      >
        {exported || 'Nothing exported yet.'}
      </Box>
    </Box>
  );
}
