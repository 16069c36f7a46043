import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconOnlyExpansionTrigger() {
  const [teamId, setTeamId] = useState<string | null>('engineering');

  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      {/* A click on the label selects; only the arrow opens and closes a team. */}
      <SimpleTreeView
        aria-label="Teams"
        expansionTrigger="iconContainer"
        selectedItems={teamId}
        onSelectedItemsChange={(_event, itemId) => setTeamId(itemId)}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="platform" label="Platform" />
          <TreeItem itemId="mobile" label="Mobile" />
        </TreeItem>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="research" label="User research" />
        </TreeItem>
        <TreeItem itemId="support" label="Support" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Showing members of: {teamId ?? 'nobody'}
      </Typography>
    </Box>
  );
}
