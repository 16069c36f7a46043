import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const components: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'layout',
    label: 'Layout',
    children: [
      { id: 'header', label: 'Header' },
      { id: 'sidebar', label: 'Sidebar' },
    ],
  },
  {
    id: 'inputs',
    label: 'Inputs',
    children: [{ id: 'search-field', label: 'Search field' }],
  },
];

interface LabelChange {
  itemId: string;
  label: string;
}

export default function RichTreeViewEditingChangeLog() {
  const [lastChange, setLastChange] = useState<LabelChange | null>(null);

  return (
    <Box sx={{ minHeight: 250 }}>
      <RichTreeView
        aria-label="Design components"
        items={components}
        defaultExpandedItems={['layout', 'inputs']}
        isItemEditable
        onItemLabelChange={(itemId, label) => setLastChange({ itemId, label })}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastChange
          ? `Renamed “${lastChange.itemId}” to “${lastChange.label}”`
          : 'Double-click a label to rename it.'}
      </Typography>
    </Box>
  );
}
