import * as React from 'react';
import Box from '@mui/material/Box';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
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
import { useTreeItem, type UseTreeItemParameters, type UseTreeItemStatus } from '@mui/x-tree-view/useTreeItem';

interface DriveEntry {
  id: string;
  label: string;
  restricted?: boolean;
  children?: DriveEntry[];
}

const drive: DriveEntry[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'brand-guide', label: 'Brand guide.pdf' },
      { id: 'campaigns', label: 'Campaigns', children: [{ id: 'spring-sale', label: 'Spring sale.pptx' }] },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    restricted: true,
    children: [{ id: 'payroll', label: 'Payroll 2025.xlsx' }],
  },
  { id: 'roadmap', label: 'Roadmap.docx' },
];

const isRestricted = (entry: DriveEntry) => entry.restricted === true;

// One icon per state: locked, open folder, closed folder or file.
function EntryIcon({ status }: { status: UseTreeItemStatus }) {
  if (status.disabled) {
    return <LockOutlinedIcon fontSize="small" color="disabled" />;
  }
  if (status.expandable) {
    return status.expanded ? (
      <FolderOpenOutlinedIcon fontSize="small" color="primary" />
    ) : (
      <FolderOutlinedIcon fontSize="small" color="primary" />
    );
  }
  return <DescriptionOutlinedIcon fontSize="small" color="action" />;
}

type DriveItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const DriveItem = React.forwardRef(function DriveItem(props: DriveItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, disableSelection, children, ...other } = props;
  const treeItem = useTreeItem({ id, itemId, label, disabled, disableSelection, children, rootRef: ref });
  const { status } = treeItem;

  return (
    <TreeItemProvider {...treeItem.getContextProviderProps()}>
      <TreeItemRoot {...treeItem.getRootProps(other)}>
        <TreeItemContent {...treeItem.getContentProps()}>
          <TreeItemIconContainer {...treeItem.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...treeItem.getCheckboxProps()} />
          <EntryIcon status={status} />
          <TreeItemLabel {...treeItem.getLabelProps()} sx={{ fontWeight: status.selected ? 600 : 400 }} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...treeItem.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemCustomizationItemStatus() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Shared drive"
        items={drive}
        defaultExpandedItems={['marketing']}
        defaultSelectedItems="brand-guide"
        isItemDisabled={isRestricted}
        slots={{ item: DriveItem }}
      />
    </Box>
  );
}
