import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'mornings',
    label: 'Mornings',
    children: [
      { id: 'acoustic', label: 'Acoustic coffee' },
      { id: 'run', label: 'Morning run' },
    ],
  },
  { id: 'focus', label: 'Deep focus' },
  { id: 'road-trip', label: 'Road trip 2025' },
];

export default function RichRenameButton() {
  const apiRef = useRichTreeViewApiRef();
  const [selectedId, setSelectedId] = useState<string | null>('focus');

  return (
    <Box sx={{ minHeight: 240 }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        disabled={selectedId === null}
        // Opens the text field on the selected item, as a double-click would.
        onClick={() => apiRef.current?.setEditedItem(selectedId)}
      >
        Rename
      </Button>
      <RichTreeView
        aria-label="Playlists"
        apiRef={apiRef}
        items={playlists}
        defaultExpandedItems={['mornings']}
        isItemEditable
        selectedItems={selectedId}
        onSelectedItemsChange={(_event, itemId) => setSelectedId(itemId)}
      />
    </Box>
  );
}
