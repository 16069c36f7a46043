import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const stores: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'portugal', label: 'Portugal', children: [{ id: 'lisbon', label: 'Lisbon' }] },
      {
        id: 'italy',
        label: 'Italy',
        children: [
          { id: 'milan', label: 'Milan' },
          { id: 'turin', label: 'Turin' },
        ],
      },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [{ id: 'japan', label: 'Japan', children: [{ id: 'osaka', label: 'Osaka' }] }],
  },
];

// The ids of every item that has children.
function getParentIds(items: TreeViewDefaultItemModelProperties[]): string[] {
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...getParentIds(item.children)] : [],
  );
}

export default function ControlledExpansion() {
  const [expandedIds, setExpandedIds] = useState<string[]>(['europe']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button onClick={() => setExpandedIds(getParentIds(stores))}>Expand all</Button>
        <Button onClick={() => setExpandedIds([])}>Collapse all</Button>
      </Stack>
      <RichTreeView
        items={stores}
        expandedItems={expandedIds}
        onExpandedItemsChange={(_event, itemIds) => setExpandedIds(itemIds)}
      />
    </Box>
  );
}
