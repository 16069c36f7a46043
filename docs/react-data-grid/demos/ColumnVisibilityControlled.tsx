import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const products = [
  { id: 1, sku: 'TS-1042', name: 'Trail running shoe', cost: 41.2, price: 119, supplier: 'Vektor Sports', stock: 84 },
  { id: 2, sku: 'JK-2210', name: 'Rain shell jacket', cost: 58.9, price: 179, supplier: 'Nordkap Outdoor', stock: 23 },
  { id: 3, sku: 'BP-0317', name: 'Hydration backpack', cost: 22.4, price: 69, supplier: 'Vektor Sports', stock: 51 },
  { id: 4, sku: 'HT-0088', name: 'Merino beanie', cost: 6.1, price: 25, supplier: 'Highland Wool', stock: 140 },
];

const columns: GridColDef[] = [
  // hideable: false keeps the product name on screen: its checkbox is disabled in the columns panel.
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170, hideable: false },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  { field: 'cost', headerName: 'Cost (€)', type: 'number', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 150 },
];

export default function ColumnVisibilityControlled() {
  // Only hidden columns need an entry; a missing field means "visible".
  const [model, setModel] = useState<GridColumnVisibilityModel>({ cost: false, supplier: false });
  const purchasingView = model.cost !== false && model.supplier !== false;

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Show purchasing columns"
        control={
          <Switch
            checked={purchasingView}
            onChange={(event) => setModel({ ...model, cost: event.target.checked, supplier: event.target.checked })}
          />
        }
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={products}
          columns={columns}
          showToolbar
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          hideFooter
        />
      </div>
      <code>columnVisibilityModel: {JSON.stringify(model)}</code>
    </Stack>
  );
}
