import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Item {
  id: number;
  product: string;
  price: number;
  stock: number;
}

const initialItems: Item[] = [
  { id: 1, product: 'Oat milk 1 l', price: 2.1, stock: 48 },
  { id: 2, product: 'Sourdough loaf', price: 4.5, stock: 12 },
  { id: 3, product: 'Free-range eggs (6)', price: 3.2, stock: 30 },
  { id: 4, product: 'Greek yoghurt 500 g', price: 2.8, stock: 22 },
  { id: 5, product: 'Blueberries 250 g', price: 3.9, stock: 16 },
];

// Only editable columns receive pasted values.
const columns: GridColDef<Item>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

export default function ClipboardPaste() {
  const [status, setStatus] = useState('Nothing pasted yet.');

  return (
    <Stack spacing={1}>
      <Typography variant="body2">Select these lines and copy them, including the tab between the numbers:</Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 13 }}>
        {'2.35\t60\n4.80\t8'}
      </Box>
      <div style={{ height: 330, width: '100%' }}>
        <DataGridPremium
          rows={initialItems}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          // Each changed row goes through processRowUpdate, as after an edit. Save it here.
          processRowUpdate={(newRow: Item) => newRow}
          onClipboardPasteStart={({ data }) => setStatus(`Pasting ${data.length} lines…`)}
          onClipboardPasteEnd={({ newRows }) => setStatus(`${newRows.size} rows updated. Press Ctrl+Z (⌘+Z) to undo.`)}
        />
      </div>
      <Typography variant="body2">{status}</Typography>
    </Stack>
  );
}
