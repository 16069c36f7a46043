import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
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
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const handbook: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'people',
    label: 'People',
    children: [
      {
        id: 'time-off',
        label: 'Time off',
        children: [
          { id: 'holidays', label: 'Public holidays' },
          { id: 'sick-leave', label: 'Sick leave' },
        ],
      },
      {
        id: 'benefits',
        label: 'Benefits',
        children: [{ id: 'pension', label: 'Pension plan' }],
      },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    children: [
      { id: 'passwords', label: 'Passwords', children: [{ id: 'manager', label: 'Password manager' }] },
      { id: 'devices', label: 'Lost devices' },
    ],
  },
];

type HandbookItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const HandbookItem = React.forwardRef(function HandbookItem(props: HandbookItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  const { publicAPI, status } = treeItem;

  // Opens this item and every item below it, through the tree's API object.
  const expandBranch = (event: React.MouseEvent) => {
    // Keep the click from reaching the content, which would select and toggle the item.
    event.stopPropagation();
    const expand = (branchId: string) => {
      const childIds = publicAPI.getItemOrderedChildrenIds(branchId);
      if (childIds.length > 0) {
        publicAPI.setItemExpansion({ event, itemId: branchId, shouldBeExpanded: true });
        childIds.forEach(expand);
      }
    };
    expand(itemId);
  };

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <TreeItemLabel {...treeItem.getLabelProps()} />
          {status.expandable && (
            <IconButton size="small" tabIndex={-1} aria-label={`Expand everything in ${label}`} onClick={expandBranch}>
              <UnfoldMoreIcon fontSize="small" />
            </IconButton>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationPublicApi() {
  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <RichTreeView aria-label="Employee handbook" items={handbook} slots={{ item: HandbookItem }} />
    </Box>
  );
}
