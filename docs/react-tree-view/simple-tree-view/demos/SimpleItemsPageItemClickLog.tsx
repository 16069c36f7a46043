import { useState } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleItemsPageItemClickLog() {
  const [clicks, setClicks] = useState<string[]>([]);

  // Called for clicks on an item's row only; keyboard actions do not call it.
  const handleItemClick = (_event: MouseEvent, itemId: string) => {
    setClicks((previous) => [itemId, ...previous].slice(0, 4));
  };

  return (
    <Box sx={{ minHeight: 330, minWidth: 250 }}>
      <SimpleTreeView aria-label="Project documents" defaultExpandedItems={['specs']} onItemClick={handleItemClick}>
        <TreeItem itemId="specs" label="Specifications">
          <TreeItem itemId="api-spec" label="API specification" />
          <TreeItem itemId="ui-spec" label="UI specification" />
          <TreeItem itemId="legacy-spec" label="Legacy specification (archived)" disabled />
        </TreeItem>
        <TreeItem itemId="meeting-notes" label="Meeting notes">
          <TreeItem itemId="kickoff" label="Kickoff" />
        </TreeItem>
        <TreeItem itemId="budget" label="Budget" />
      </SimpleTreeView>
      <Typography variant="body2" component="div" sx={{ mt: 2 }}>
        Last clicks, newest first: {clicks.length > 0 ? clicks.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
