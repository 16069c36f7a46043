import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The ids of every item that has children. With JSX items, you know them up front.
const parentIds = ['security', 'passwords', 'devices', 'travel'];

export default function ExpandAllPolicies() {
  const [expandedIds, setExpandedIds] = useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 360, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpandedIds(parentIds)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedIds([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Company policies"
        expandedItems={expandedIds}
        onExpandedItemsChange={(_event, itemIds) => setExpandedIds(itemIds)}
      >
        <TreeItem itemId="security" label="Security">
          <TreeItem itemId="passwords" label="Passwords">
            <TreeItem itemId="length" label="Minimum length" />
            <TreeItem itemId="manager" label="Password manager" />
          </TreeItem>
          <TreeItem itemId="devices" label="Devices">
            <TreeItem itemId="encryption" label="Disk encryption" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="travel" label="Travel">
          <TreeItem itemId="booking" label="Booking" />
          <TreeItem itemId="per-diem" label="Per diem" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
