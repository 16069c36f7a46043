import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const settingsMenu: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'password', label: 'Password' },
    ],
  },
  {
    id: 'notifications',
    label: 'Notifications',
    children: [
      { id: 'email', label: 'Email' },
      { id: 'push', label: 'Push notifications' },
    ],
  },
  { id: 'privacy', label: 'Privacy' },
];

export default function RichSingleSelection() {
  const [lastSelected, setLastSelected] = useState<string | null>('profile');

  return (
    <Box sx={{ minHeight: 240 }}>
      <RichTreeView
        aria-label="Settings"
        items={settingsMenu}
        defaultExpandedItems={['account']}
        // Uncontrolled: the tree keeps the selection; the callback only reports it.
        defaultSelectedItems="profile"
        onSelectedItemsChange={(_event, itemId) => setLastSelected(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Selected item: {lastSelected ?? 'none'}
      </Typography>
    </Box>
  );
}
