import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const itinerary: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'day-1',
    label: 'Day 1: Lisbon',
    children: [
      { id: 'belem', label: 'Belém Tower' },
      { id: 'alfama', label: 'Alfama walk' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2: Sintra',
    children: [
      { id: 'pena', label: 'Pena Palace' },
      { id: 'regaleira', label: 'Quinta da Regaleira' },
    ],
  },
  { id: 'day-3', label: 'Day 3: Free day' },
];

interface ReorderPosition {
  parentId: string | null;
  index: number;
}

const formatPosition = ({ parentId, index }: ReorderPosition) => `${parentId ?? 'top level'} #${index}`;

export default function OrderingPagePositionLog() {
  const [moves, setMoves] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 380, minWidth: 250 }}>
      <RichTreeViewPro
        aria-label="Trip itinerary"
        items={itinerary}
        defaultExpandedItems={['day-1', 'day-2']}
        itemsReordering
        // Called once per drop, after the tree has moved the item.
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setMoves((previous) =>
            [`${itemId}: ${formatPosition(oldPosition)} → ${formatPosition(newPosition)}`, ...previous].slice(0, 4),
          )
        }
      />
      <Typography variant="body2" component="div" sx={{ mt: 2, fontFamily: 'monospace' }}>
        {moves.length > 0 ? moves.map((line, index) => <div key={index}>{line}</div>) : 'Drag a stop to another place.'}
      </Typography>
    </Box>
  );
}
