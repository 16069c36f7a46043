import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const mailboxes: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'receipts', label: 'Receipts' },
      { id: 'travel', label: 'Travel' },
    ],
  },
  { id: 'drafts', label: 'Drafts' },
  { id: 'archive', label: 'Archive (read-only)' },
];

const isReadOnly = (mailbox: TreeViewDefaultItemModelProperties) => mailbox.id === 'archive';

export default function RichTreeViewItemsClickLog() {
  const [clicks, setClicks] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300 }}>
      <RichTreeView
        aria-label="Mailboxes"
        items={mailboxes}
        defaultExpandedItems={['inbox']}
        isItemDisabled={isReadOnly}
        // Fires for every click on an item's row, whether or not the selection changes.
        onItemClick={(_event, itemId) => setClicks((previous) => [itemId, ...previous].slice(0, 5))}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Last clicks: {clicks.length > 0 ? clicks.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
