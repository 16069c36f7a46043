import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PermissionDisabledItems() {
  const [focusable, setFocusable] = useState(false);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Workspace settings"
        defaultExpandedItems={['members', 'billing']}
        disabledItemsFocusable={focusable}
      >
        <TreeItem itemId="general" label="General" />
        <TreeItem itemId="members" label="Members">
          <TreeItem itemId="invite" label="Invite people" />
          {/* Only workspace owners can remove members. */}
          <TreeItem itemId="remove" label="Remove members" disabled />
        </TreeItem>
        {/* A disabled parent disables its children too. */}
        <TreeItem itemId="billing" label="Billing (owners only)" disabled>
          <TreeItem itemId="plan" label="Plan" />
          <TreeItem itemId="invoices" label="Invoices" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications" />
      </SimpleTreeView>
    </Box>
  );
}
