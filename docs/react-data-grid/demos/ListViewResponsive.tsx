import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: string;
  customer: string;
  placed: string;
  status: 'Paid' | 'Shipped' | 'Refunded';
  total: number;
}

const rows: Order[] = [
  { id: 'SO-2201', customer: 'Harbour Bakery', placed: '2025-05-02', status: 'Shipped', total: 412.8 },
  { id: 'SO-2202', customer: 'Kite & Co', placed: '2025-05-02', status: 'Paid', total: 96 },
  { id: 'SO-2203', customer: 'Moss Studio', placed: '2025-05-03', status: 'Refunded', total: 58.5 },
  { id: 'SO-2204', customer: 'Northwind Cycles', placed: '2025-05-04', status: 'Shipped', total: 1240 },
  { id: 'SO-2205', customer: 'Olive Grove Deli', placed: '2025-05-05', status: 'Paid', total: 233.1 },
  { id: 'SO-2206', customer: 'Pebble Books', placed: '2025-05-05', status: 'Shipped', total: 74.99 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => currency.format(value) },
];

const listViewColumn: GridListViewColDef<Order> = {
  field: 'orderSummary',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.customer}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.id} · {row.placed} · {row.status}
        </Typography>
      </Stack>
      <Typography variant="body2">{currency.format(row.total)}</Typography>
    </Stack>
  ),
};

export default function ListViewResponsive() {
  const theme = useTheme();
  // Below the `md` breakpoint (900px by default), show one card per row.
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView={isNarrow}
        listViewColumn={listViewColumn}
        rowHeight={isNarrow ? 60 : 52}
        showToolbar
      />
    </div>
  );
}
