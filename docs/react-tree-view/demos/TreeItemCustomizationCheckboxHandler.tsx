import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'invoices',
    label: 'Invoices',
    children: [
      { id: 'invoices-view', label: 'View' },
      { id: 'invoices-create', label: 'Create' },
      { id: 'invoices-void', label: 'Void' },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    children: [
      { id: 'customers-view', label: 'View' },
      { id: 'customers-export', label: 'Export' },
    ],
  },
];

type PermissionItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const PermissionItem = React.forwardRef(function PermissionItem(
  props: PermissionItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  const { interactions, status } = useTreeItemUtils({ itemId, children });

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...treeItem.getLabelProps()} />
          {/* In place of TreeItemCheckbox, at the end of the row. */}
          <Switch
            size="small"
            checked={status.selected}
            disabled={status.disabled}
            onChange={interactions.handleCheckboxSelection}
            // Keep the click from reaching the content, which would open or close the item.
            onClick={(event) => event.stopPropagation()}
            tabIndex={-1}
            aria-hidden
          />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationCheckboxHandler() {
  const [granted, setGranted] = React.useState<string[]>(['invoices-view', 'customers-view']);

  return (
    <Box sx={{ minHeight: 330, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        defaultExpandedItems={['invoices', 'customers']}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={granted}
        onSelectedItemsChange={(_event, itemIds) => setGranted(itemIds)}
        slots={{ item: PermissionItem }}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Granted: {granted.length > 0 ? granted.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
