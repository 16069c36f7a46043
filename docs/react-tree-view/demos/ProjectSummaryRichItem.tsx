import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Project {
  id: string;
  label: string;
  owner: string;
  children?: Project[];
}

const projects: Project[] = [
  {
    id: 'website',
    label: 'Website redesign',
    owner: 'Amara Okafor',
    children: [
      { id: 'content', label: 'Content audit', owner: 'Jonas Weber' },
      { id: 'prototype', label: 'Clickable prototype', owner: 'Mei Tanaka' },
    ],
  },
  { id: 'billing', label: 'Billing migration', owner: 'Diego Ramos' },
];

type ProjectItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

// RichTreeView renders this component for every item, with `itemId`, `label` and `children`.
const ProjectItem = React.forwardRef(function ProjectItem(props: ProjectItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  // Read the fields of your own item type.
  const project = useTreeItemModel<Project>(itemId);

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={treeItem.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <TreeItemLabel {...treeItem.getLabelProps()} />
            <Typography variant="body2" color="text.secondary" noWrap>
              Owner: {project?.owner}
            </Typography>
          </Box>
          <TreeItemDragAndDropOverlay {...treeItem.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ProjectSummaryRichItem() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 250 }}>
      <RichTreeView
        aria-label="Projects"
        items={projects}
        defaultExpandedItems={['website']}
        slots={{ item: ProjectItem }}
      />
    </Box>
  );
}
