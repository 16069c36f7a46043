import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StockLine {
  id: number;
  sku: string;
  product: string;
  onHand: number;
}

const initialStock: StockLine[] = [
  { id: 1, sku: 'TEA-001', product: 'Assam tea, 250 g', onHand: 40 },
  { id: 2, sku: 'TEA-014', product: 'Sencha tea, 100 g', onHand: 25 },
  { id: 3, sku: 'COF-203', product: 'Espresso beans, 1 kg', onHand: 12 },
  { id: 4, sku: 'COF-210', product: 'Decaf beans, 500 g', onHand: 9 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100, editable: true },
];

// Stands in for a request to your server. It refuses negative stock.
function saveStockLine(line: StockLine): Promise<StockLine> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (line.onHand < 0) {
        reject(new Error(`${line.sku}: stock cannot be negative.`));
      } else {
        resolve(line);
      }
    }, 400);
  });
}

export default function ClipboardPastePersistence() {
  const [saved, setSaved] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  // Called once for each row the paste changes. Return the row to keep, or throw to keep the old one.
  const processRowUpdate = async (newRow: StockLine, oldRow: StockLine) => {
    const savedRow = await saveStockLine(newRow);
    setSaved((previous) => [...previous, `${savedRow.sku}: ${oldRow.onHand} → ${savedRow.onHand}`]);
    return savedRow;
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Copy these lines, click the first On hand cell, and paste. The server refuses the negative value.
      </Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 13 }}>
        {'36\n-4\n15'}
      </Box>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          rows={initialStock}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(err: Error) => setError(err.message)}
          onClipboardPasteStart={() => setError(null)}
          hideFooter
        />
      </div>
      {error && <Alert severity="error">{error}</Alert>}
      <Typography variant="body2">Saved: {saved.length > 0 ? saved.join(', ') : 'nothing yet'}</Typography>
    </Stack>
  );
}
