import { useState } from 'react';
import type { FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FocusedTopicStatus() {
  const [focusedId, setFocusedId] = useState<string | null>(null);

  // There is no "item blur" callback: watch focus leaving the whole tree instead.
  // In 8.29.3, pass the handler through `slotProps.root`: the tree ignores its own `onBlur` prop.
  const handleTreeBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setFocusedId(null);
    }
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Keyboard shortcuts"
        defaultExpandedItems={['editing']}
        onItemFocus={(_event, itemId) => setFocusedId(itemId)}
        slotProps={{ root: { onBlur: handleTreeBlur } }}
      >
        <TreeItem itemId="editing" label="Editing">
          <TreeItem itemId="undo" label="Undo" />
          <TreeItem itemId="redo" label="Redo" />
        </TreeItem>
        <TreeItem itemId="navigation" label="Navigation">
          <TreeItem itemId="search" label="Search" />
        </TreeItem>
        <TreeItem itemId="view" label="View" disabled />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Focused item: {focusedId ?? 'none (the tree does not have focus)'}
      </Typography>
    </Box>
  );
}
