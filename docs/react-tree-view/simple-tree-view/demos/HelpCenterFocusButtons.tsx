import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function HelpCenterFocusButtons() {
  const apiRef = useSimpleTreeViewApiRef();

  // `null` stands for "no DOM event": the focus change comes from code.
  const focusTopic = (itemId: string) => apiRef.current?.focusItem(null, itemId);

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => focusTopic('account')}>
          Focus Account
        </Button>
        <Button size="small" onClick={() => focusTopic('refunds')}>
          Focus Refunds
        </Button>
      </Stack>
      <SimpleTreeView apiRef={apiRef} aria-label="Help topics" defaultExpandedItems={['billing']}>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="password" label="Reset your password" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="invoices" label="Download invoices" />
          <TreeItem itemId="refunds" label="Refunds" />
        </TreeItem>
        <TreeItem itemId="privacy" label="Privacy" />
      </SimpleTreeView>
    </Box>
  );
}
