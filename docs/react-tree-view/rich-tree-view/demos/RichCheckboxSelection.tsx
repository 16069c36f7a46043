import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const exportTables: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'orders', label: 'Orders' },
      { id: 'refunds', label: 'Refunds' },
    ],
  },
  {
    id: 'people',
    label: 'People',
    children: [
      { id: 'customers', label: 'Customers' },
      { id: 'suppliers', label: 'Suppliers' },
    ],
  },
];

export default function RichCheckboxSelection() {
  const [tables, setTables] = useState<string[]>(['orders']);

  return (
    <Box sx={{ minHeight: 260 }}>
      <RichTreeView
        aria-label="Tables to export"
        items={exportTables}
        defaultExpandedItems={['sales', 'people']}
        multiSelect
        checkboxSelection
        selectedItems={tables}
        onSelectedItemsChange={(_event, itemIds) => setTables(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        Export: {tables.join(', ') || 'nothing yet'}
      </Typography>
    </Box>
  );
}
