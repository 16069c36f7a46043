import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const photoAlbums: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'lisbon-trip',
    label: 'Lisbon trip',
    children: [
      { id: 'alfama.jpg', label: 'alfama.jpg' },
      { id: 'tram-28.jpg', label: 'tram-28.jpg' },
      { id: 'belem-tower.jpg', label: 'belem-tower.jpg' },
    ],
  },
  {
    id: 'birthday',
    label: "Sam's birthday",
    children: [
      { id: 'cake.jpg', label: 'cake.jpg' },
      { id: 'group-photo.jpg', label: 'group-photo.jpg' },
    ],
  },
];

export default function RichMultiSelectControlled() {
  const [selectedIds, setSelectedIds] = useState<string[]>(['tram-28.jpg']);

  return (
    <Box sx={{ minHeight: 280 }}>
      <RichTreeView
        aria-label="Photo albums"
        items={photoAlbums}
        defaultExpandedItems={['lisbon-trip', 'birthday']}
        multiSelect
        selectedItems={selectedIds}
        onSelectedItemsChange={(_event, itemIds) => setSelectedIds(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        {selectedIds.length} selected: {selectedIds.join(', ') || 'nothing'}
      </Typography>
      <Button size="small" onClick={() => setSelectedIds([])} disabled={selectedIds.length === 0}>
        Clear selection
      </Button>
    </Box>
  );
}
