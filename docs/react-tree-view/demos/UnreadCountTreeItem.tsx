import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface MailFolderItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  unread?: number;
}

// Read by screen readers ("Inbox 12 unread"), hidden on screen.
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

const MailFolderItem = React.forwardRef(function MailFolderItem(
  props: MailFolderItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, disableSelection, children, unread = 0, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <TreeItemLabel {...treeItem.getLabelProps()} />
          {unread > 0 && (
            <Box component="span" sx={{ typography: 'caption', fontWeight: 'bold', color: 'primary.main' }}>
              {unread}
              <Box component="span" sx={srOnly}>
                {' unread'}
              </Box>
            </Box>
          )}
          <TreeItemDragAndDropOverlay {...treeItem.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function UnreadCountTreeItem() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <SimpleTreeView aria-label="Mailboxes" defaultExpandedItems={['inbox']}>
        <MailFolderItem itemId="inbox" label="Inbox" unread={12}>
          <MailFolderItem itemId="invoices" label="Invoices" unread={3} />
          <MailFolderItem itemId="newsletters" label="Newsletters" unread={9} />
        </MailFolderItem>
        <MailFolderItem itemId="sent" label="Sent" />
        <MailFolderItem itemId="spam" label="Spam" unread={41} />
      </SimpleTreeView>
    </Box>
  );
}
