import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  status: 'Paid' | 'Shipped' | 'Delivered' | 'Returned';
  total: number;
}

const customers = ['Harbor Café', 'Linden School', 'Atlas Gym', 'Pine Clinic', 'Quill Studio', 'Vega Motors'];
const statuses: Order['status'][] = ['Paid', 'Shipped', 'Delivered', 'Delivered', 'Returned'];
const TOTAL = 1_000;

const orders: Order[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: 80_001 + index,
  customer: customers[(index * 5) % customers.length],
  status: statuses[index % statuses.length],
  total: (1500 + ((index * 4919) % 90000)) / 100,
}));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ServerSideLazyLoadingModeUpdate() {
  // -1 means "unknown": the grid loads more rows when the user reaches the bottom.
  const [rowCount, setRowCount] = useState(-1);
  const [lastRequest, setLastRequest] = useState('');

  const dataSource: GridDataSource = useMemo(
    () => ({
      // The response has no `rowCount`: the `rowCount` prop of the grid decides.
      getRows: async ({ start, end }) => {
        setLastRequest(`rows ${start}–${end}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { rows: orders.slice(Number(start), end + 1) };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowCount}
          onChange={(_event, next: number | null) => next !== null && setRowCount(next)}
        >
          <ToggleButton value={-1}>Unknown row count</ToggleButton>
          <ToggleButton value={TOTAL}>{TOTAL.toLocaleString('en-US')} rows</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Last request: {lastRequest}
        </Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
    </Stack>
  );
}
