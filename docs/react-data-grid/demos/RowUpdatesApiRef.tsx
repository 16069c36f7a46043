import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  product: string;
  stock: number;
}

const rows: Product[] = [
  { id: 1, product: 'Ceramic mug', stock: 24 },
  { id: 2, product: 'Linen tea towel', stock: 8 },
  { id: 3, product: 'Walnut cutting board', stock: 5 },
];

const newProducts = ['Copper kettle', 'Glass teapot', 'Bamboo tray', 'Cast-iron pan'];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();

  const addProduct = () => {
    const ids = apiRef.current?.getAllRowIds().map(Number) ?? [];
    const id = Math.max(0, ...ids) + 1;
    // A row whose ID is not in the grid yet is inserted.
    apiRef.current?.updateRows([{ id, product: newProducts[id % newProducts.length], stock: 0 }]);
  };

  const restockFirst = () => {
    const id = apiRef.current?.getAllRowIds()[0];
    const row = id === undefined ? null : apiRef.current?.getRow<Product>(id);
    if (row) {
      // A row with a known ID is merged into the existing one: only `stock` changes.
      apiRef.current?.updateRows([{ id: row.id, stock: row.stock + 10 }]);
    }
  };

  const deleteLast = () => {
    const id = apiRef.current?.getAllRowIds().at(-1);
    if (id !== undefined) {
      apiRef.current?.updateRows([{ id, _action: 'delete' }]);
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={addProduct}>
          Add product
        </Button>
        <Button size="small" variant="outlined" onClick={restockFirst}>
          Restock first row
        </Button>
        <Button size="small" variant="outlined" onClick={deleteLast}>
          Delete last row
        </Button>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </div>
  );
}
