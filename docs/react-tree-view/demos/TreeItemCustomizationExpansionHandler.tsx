import * as React from 'react';
import Box from '@mui/material/Box';
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
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const project: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Footer.tsx', label: 'Footer.tsx' },
        ],
      },
      { id: 'src/index.tsx', label: 'index.tsx' },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'public/robots.txt', label: 'robots.txt' }] },
  { id: 'package.json', label: 'package.json' },
];

type ExplorerItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const ExplorerItem = React.forwardRef(function ExplorerItem(props: ExplorerItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });

  const contentProps = treeItem.getContentProps({
    // A double-click opens or closes the folder.
    onDoubleClick: (event: React.MouseEvent) => interactions.handleExpansion(event),
    // Without this, the browser selects the word under the pointer on double-click.
    onMouseDown: (event: React.MouseEvent) => {
      if (event.detail > 1) {
        event.preventDefault();
      }
    },
  });

  // The arrow keeps working with a single click: the tree's `expansionTrigger` is "iconContainer".
  // Two quick clicks on it are not a double-click on the row.
  const iconContainerProps = treeItem.getIconContainerProps({
    onDoubleClick: (event: React.MouseEvent) => event.stopPropagation(),
  });

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...contentProps}>
          <TreeItemIconContainer {...iconContainerProps}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <TreeItemLabel {...treeItem.getLabelProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationExpansionHandler() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Project files"
        items={project}
        defaultExpandedItems={['src']}
        // A single click on the row only selects it.
        expansionTrigger="iconContainer"
        slots={{ item: ExplorerItem }}
      />
    </Box>
  );
}
