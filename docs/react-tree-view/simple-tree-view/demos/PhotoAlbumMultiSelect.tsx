import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PhotoAlbumMultiSelect() {
  // With `multiSelect`, the selection is an array of ids.
  const [albumIds, setAlbumIds] = useState<string[]>(['2024-lisbon']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Photo albums"
        multiSelect
        defaultExpandedItems={['2024', '2025']}
        selectedItems={albumIds}
        onSelectedItemsChange={(_event, itemIds) => setAlbumIds(itemIds)}
      >
        <TreeItem itemId="2024" label="2024">
          <TreeItem itemId="2024-lisbon" label="Lisbon trip" />
          <TreeItem itemId="2024-wedding" label="Maya's wedding" />
          <TreeItem itemId="2024-garden" label="Garden" />
        </TreeItem>
        <TreeItem itemId="2025" label="2025">
          <TreeItem itemId="2025-ski" label="Ski week" />
          <TreeItem itemId="2025-birthday" label="Leo turns 5" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {albumIds.length} selected: {albumIds.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
