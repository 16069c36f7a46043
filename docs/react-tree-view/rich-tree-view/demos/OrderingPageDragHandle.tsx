import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
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
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const recipe: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'dough',
    label: 'Make the dough',
    children: [
      { id: 'mix', label: 'Mix flour, water and yeast' },
      { id: 'knead', label: 'Knead for ten minutes' },
      { id: 'rest', label: 'Let it rest for an hour' },
    ],
  },
  {
    id: 'sauce',
    label: 'Cook the sauce',
    children: [
      { id: 'garlic', label: 'Fry the garlic' },
      { id: 'tomatoes', label: 'Add the tomatoes' },
    ],
  },
  { id: 'bake', label: 'Bake at 250 °C' },
];

type StepItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const StepItem = React.forwardRef(function StepItem(props: StepItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });

  // The tree makes the whole row draggable. Take that flag off the row and put it on the handle:
  // the handle's dragstart and dragend events bubble up to the row, where the tree listens for them.
  const { draggable, ...rootProps } = treeItem.getRootProps(other);

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <TreeItemLabel {...treeItem.getLabelProps()} />
          <Box
            component="span"
            aria-hidden
            draggable={draggable}
            // A click on the handle should not select or expand the item.
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
            sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemDragAndDropOverlay {...treeItem.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function OrderingPageDragHandle() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 360 }}>
      <RichTreeViewPro
        aria-label="Pizza recipe"
        items={recipe}
        defaultExpandedItems={['dough', 'sauce']}
        itemsReordering
        slots={{ item: StepItem }}
      />
    </Box>
  );
}
