import * as React from 'react';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
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
import { useRichTreeViewApiRef, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent, TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const folders: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'website', label: 'Website', children: [{ id: 'website-assets', label: 'Assets' }] },
      { id: 'mobile-app', label: 'Mobile app' },
    ],
  },
  {
    id: 'archive',
    label: 'Archive',
    children: [{ id: 'archive-2024', label: '2024' }],
  },
];

type FolderItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const FolderItem = React.forwardRef(function FolderItem(props: FolderItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  // The tree's own click handlers, to call from your elements.
  const { interactions } = useTreeItemUtils({ itemId, children });

  // A click on the row only opens or closes the folder.
  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    interactions.handleExpansion(event);
  };

  // A click on the radio button selects the folder.
  const handleRadioClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleSelection(event);
  };

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps({ onClick: handleContentClick })}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          {/* Hidden from assistive technologies: the item itself carries aria-checked. */}
          <Radio
            size="small"
            checked={treeItem.status.selected}
            onClick={handleRadioClick}
            tabIndex={-1}
            aria-hidden
            sx={{ p: 0 }}
          />
          <TreeItemLabel {...treeItem.getLabelProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationSelectionHandler() {
  const apiRef = useRichTreeViewApiRef<TreeViewDefaultItemModelProperties>();
  const [destination, setDestination] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography variant="subtitle2">Move “Budget.xlsx” to…</Typography>
      <RichTreeView
        aria-label="Destination folder"
        apiRef={apiRef}
        items={folders}
        defaultExpandedItems={['projects']}
        slots={{ item: FolderItem }}
        onSelectedItemsChange={(_event, itemId) => setDestination(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Destination: {destination ? apiRef.current?.getItem(destination).label : 'none'}
      </Typography>
    </Box>
  );
}
