import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MailFolderSelection() {
  // Without `multiSelect`, the selection is one id, or null.
  const [folderId, setFolderId] = useState<string | null>('inbox');

  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Mail folders"
        defaultExpandedItems={['projects']}
        selectedItems={folderId}
        onSelectedItemsChange={(_event, itemId) => setFolderId(itemId)}
      >
        <TreeItem itemId="inbox" label="Inbox" />
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="projects" label="Projects">
          <TreeItem itemId="launch" label="Spring launch" />
          <TreeItem itemId="hiring" label="Hiring" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Open folder: {folderId ?? 'none'}
      </Typography>
    </Box>
  );
}
