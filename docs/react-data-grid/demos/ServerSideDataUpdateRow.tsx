import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, GridUpdateRowError, type GridColDef, type GridDataSource } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  price: number;
  stock: number;
  revision: number;
}

const names = ['Desk lamp', 'Office chair', 'Monitor arm', 'Keyboard', 'Headset', 'Webcam', 'Cable tray', 'Footrest'];
const finishes = ['black', 'white', 'oak'];

// The server's copy of the products. `updateRow()` writes to it.
const database: Product[] = Array.from({ length: 24 }, (_, index) => ({
  id: `P-${210 + index}`,
  name: `${names[index % names.length]}, ${finishes[Math.floor(index / names.length)]}`,
  price: 19 + ((index * 37) % 180),
  stock: (index * 11) % 60,
  revision: 1,
}));

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'revision', headerName: 'Revision', type: 'number', width: 90 },
];

export default function ServerSideDataUpdateRow() {
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>({
    severity: 'success',
    text: 'Double-click a product, price or stock cell to edit it.',
  });

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { rows: database.slice(Number(start), end + 1), rowCount: database.length };
      },
      // Stands in for `PUT /products/:id`: the server checks the row, saves it and returns its own copy.
      updateRow: async ({ rowId, updatedRow }) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const edited = updatedRow as Product;
        if (edited.stock < 0) {
          throw new Error('Stock cannot be negative');
        }
        const index = database.findIndex((product) => product.id === rowId);
        const saved: Product = {
          ...edited,
          name: edited.name.trim(),
          price: Math.round(edited.price * 100) / 100,
          revision: database[index].revision + 1,
        };
        database[index] = saved;
        setMessage({ severity: 'success', text: `${saved.id} saved as revision ${saved.revision}.` });
        return saved;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Alert severity={message.severity}>{message.text}</Alert>
      <div style={{ height: 370, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError) {
              setMessage({ severity: 'error', text: `${error.params.rowId} not saved: ${error.message}.` });
            }
          }}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
    </Stack>
  );
}
