import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function OnboardingChecklistCheckboxes() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Onboarding checklist"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['accounts', 'paperwork']}
        defaultSelectedItems={['laptop']}
      >
        <TreeItem itemId="accounts" label="Accounts">
          <TreeItem itemId="laptop" label="Set up laptop" />
          <TreeItem itemId="email" label="Activate email" />
          <TreeItem itemId="vpn" label="Install VPN" />
        </TreeItem>
        <TreeItem itemId="paperwork" label="Paperwork">
          <TreeItem itemId="contract" label="Sign contract" />
          <TreeItem itemId="bank" label="Send bank details" />
        </TreeItem>
        <TreeItem itemId="lunch" label="Team lunch" />
      </SimpleTreeView>
    </Box>
  );
}
