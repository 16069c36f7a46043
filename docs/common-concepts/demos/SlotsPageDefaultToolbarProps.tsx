import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: string;
  product: string;
  warehouse: string;
  quantity: number;
  reorderLevel: number;
}

const stock: StockItem[] = [
  { id: 'SKU-2081', product: 'Cordless drill', warehouse: 'Rotterdam', quantity: 42, reorderLevel: 20 },
  { id: 'SKU-2082', product: 'Safety goggles', warehouse: 'Rotterdam', quantity: 310, reorderLevel: 150 },
  { id: 'SKU-3310', product: 'Extension cable 10 m', warehouse: 'Antwerp', quantity: 18, reorderLevel: 25 },
  { id: 'SKU-3311', product: 'Work gloves', warehouse: 'Antwerp', quantity: 96, reorderLevel: 60 },
  { id: 'SKU-4470', product: 'Spirit level', warehouse: 'Hamburg', quantity: 7, reorderLevel: 10 },
  { id: 'SKU-4471', product: 'Tape measure', warehouse: 'Hamburg', quantity: 128, reorderLevel: 40 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function SlotsPageDefaultToolbarProps() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={columns}
        showToolbar
        // No `slots` here: these props go to the default toolbar.
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'warehouse-stock', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
      />
    </Box>
  );
}
