import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const invoices: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'q1',
    label: 'Q1 2025',
    children: [
      { id: 'inv-1041', label: 'INV-1041 · Northwind' },
      { id: 'inv-1042', label: 'INV-1042 · Contoso' },
    ],
  },
  {
    id: 'q2',
    label: 'Q2 2025',
    children: [
      { id: 'inv-1088', label: 'INV-1088 · Fabrikam' },
      { id: 'inv-1093', label: 'INV-1093 · Northwind' },
    ],
  },
];

const northwindInvoices = ['inv-1041', 'inv-1093'];

export default function RichSelectionApi() {
  const apiRef = useRichTreeViewApiRef();

  const selectNorthwind = () => {
    northwindInvoices.forEach((itemId) =>
      // keepExistingSelection adds the item instead of replacing the selection.
      apiRef.current?.setItemSelection({ itemId, shouldBeSelected: true, keepExistingSelection: true }),
    );
  };

  const clearQ2 = () => {
    apiRef.current?.getItemOrderedChildrenIds('q2').forEach((itemId) =>
      apiRef.current?.setItemSelection({ itemId, shouldBeSelected: false, keepExistingSelection: true }),
    );
  };

  return (
    <Box sx={{ minHeight: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={selectNorthwind}>
          Add Northwind invoices
        </Button>
        <Button size="small" onClick={clearQ2}>
          Deselect Q2
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Invoices"
        apiRef={apiRef}
        items={invoices}
        defaultExpandedItems={['q1', 'q2']}
        multiSelect
        checkboxSelection
      />
    </Box>
  );
}
