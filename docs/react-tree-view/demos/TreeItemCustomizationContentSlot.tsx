import * as React from 'react';
import Box from '@mui/material/Box';
import CheckIcon from '@mui/icons-material/Check';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemContent } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import type { UseTreeItemContentSlotOwnProps } from '@mui/x-tree-view/useTreeItem';

const regions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'eu-west', label: 'Frankfurt (eu-west)' },
      { id: 'eu-north', label: 'Stockholm (eu-north)' },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'us-east', label: 'Virginia (us-east)' },
      { id: 'sa-east', label: 'São Paulo (sa-east)' },
    ],
  },
];

type RegionRowProps = React.HTMLAttributes<HTMLDivElement> &
  Pick<UseTreeItemContentSlotOwnProps, 'status' | 'data-selected'>;

// Receives the props the tree computes for the content: spread them all on TreeItemContent,
// then add what the row needs. Here, a check mark at the end of the selected row.
const RegionRow = React.forwardRef(function RegionRow(props: RegionRowProps, ref: React.Ref<HTMLDivElement>) {
  const { children, ...other } = props;
  const selected = other['data-selected'] !== undefined;

  return (
    <TreeItemContent {...other} ref={ref}>
      {children}
      {selected && <CheckIcon fontSize="small" color="primary" />}
    </TreeItemContent>
  );
});

// Defined once, outside the component, so every render passes the same object.
const itemSlotProps = { slots: { content: RegionRow } };

export default function TreeItemCustomizationContentSlot() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <RichTreeView
        aria-label="Server region"
        items={regions}
        defaultExpandedItems={['europe', 'americas']}
        defaultSelectedItems="eu-north"
        slotProps={{ item: itemSlotProps }}
      />
    </Box>
  );
}
