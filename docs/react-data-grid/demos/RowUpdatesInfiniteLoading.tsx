import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  placed: string;
  items: number;
  total: number;
}

const customers = [
  'Harbour Bakery',
  'Kite & Co',
  'Moss Studio',
  'Northwind Cycles',
  'Olive Grove Deli',
  'Pebble Books',
];

// 150 orders, newest first, built the same way on every run.
const orders: Order[] = Array.from({ length: 150 }, (_, index) => ({
  id: 9150 - index,
  customer: customers[(index * 5) % customers.length],
  placed: `2025-06-${String(30 - Math.floor(index / 5)).padStart(2, '0')}`,
  items: 1 + ((index * 7) % 5),
  total: 18 + ((index * 37) % 180),
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function RowUpdatesInfiniteLoading() {
  const [loaded, setLoaded] = useState(0);

  const dataSource = useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        // Pretend to wait for the server.
        await new Promise((resolve) => setTimeout(resolve, 600));
        const first = Number(start);
        const rows = orders.slice(first, end + 1);
        const isLastBlock = first + rows.length >= orders.length;
        setLoaded((count) => Math.max(count, first + rows.length));
        // -1: the total is unknown, so the grid asks for more at the bottom.
        // With the last block, send the total: the grid stops asking.
        return { rows, rowCount: isLastBlock ? orders.length : -1 };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {loaded < orders.length
          ? `Orders received: ${loaded}. Scroll down for more.`
          : `All ${orders.length} orders received.`}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // The block size: each request asks for 25 rows.
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          // This pretend server cannot sort or filter.
          disableColumnSorting
          disableColumnFilter
        />
      </div>
    </Stack>
  );
}
