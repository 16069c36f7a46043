import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function HandbookSimpleTree() {
  return (
    <SimpleTreeView aria-label="Employee handbook">
      <TreeItem itemId="onboarding" label="Onboarding">
        <TreeItem itemId="first-week" label="Your first week" />
        <TreeItem itemId="accounts" label="Accounts and equipment" />
      </TreeItem>
      <TreeItem itemId="policies" label="Policies">
        <TreeItem itemId="remote-work" label="Remote work" />
        <TreeItem itemId="expenses" label="Travel and expenses" />
        <TreeItem itemId="time-off" label="Time off" />
      </TreeItem>
      <TreeItem itemId="contacts" label="Who to ask" />
    </SimpleTreeView>
  );
}
