import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const settings: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'security', label: 'Security' },
    ],
  },
  {
    id: 'workspace',
    label: 'Workspace',
    children: [
      { id: 'members', label: 'Members' },
      { id: 'billing', label: 'Billing' },
    ],
  },
];

export default function RichTreeViewSelectionReplace() {
  const apiRef = useRichTreeViewApiRef();

  // Without keepExistingSelection, the item replaces the whole selection.
  const open = (itemId: string) => {
    apiRef.current?.setItemSelection({ itemId, shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => open('security')}>
          Go to Security
        </Button>
        <Button size="small" onClick={() => open('billing')}>
          Go to Billing
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Settings"
        apiRef={apiRef}
        items={settings}
        defaultExpandedItems={['account', 'workspace']}
        defaultSelectedItems="profile"
      />
    </Box>
  );
}
