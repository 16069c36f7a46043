import { useState } from 'react';
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function PackingListPropagation() {
  const [propagation, setPropagation] = useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 360, minWidth: 250 }}>
      <FormControlLabel
        control={<Switch checked={!!propagation.descendants} onChange={toggle('descendants')} />}
        label="descendants"
      />
      <FormControlLabel
        control={<Switch checked={!!propagation.parents} onChange={toggle('parents')} />}
        label="parents"
      />
      <SimpleTreeView
        aria-label="Packing list"
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['clothes', 'toiletries']}
      >
        <TreeItem itemId="clothes" label="Clothes">
          <TreeItem itemId="jacket" label="Rain jacket" />
          <TreeItem itemId="boots" label="Hiking boots" />
          <TreeItem itemId="socks" label="Wool socks" />
        </TreeItem>
        <TreeItem itemId="toiletries" label="Toiletries">
          <TreeItem itemId="toothbrush" label="Toothbrush" />
          <TreeItem itemId="sunscreen" label="Sunscreen" />
        </TreeItem>
        {/* Collapsed: its children are not rendered, so propagation can't reach them. */}
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="passport" label="Passport" />
          <TreeItem itemId="tickets" label="Train tickets" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
