import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface Payment {
  id: number;
  date: string;
  merchant: string;
  amount: number;
}

const merchants = ['Corner Grocer', 'City Rail', 'Blue Door Café', 'Northside Pharmacy', 'Paperback Books', 'Sunrise Fuel'];
const TOTAL = 10_000;

// The server holds 10,000 payments; the browser only ever receives the ranges it asks for.
const database: Payment[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  date: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
  merchant: merchants[(index * 7) % merchants.length],
  amount: (300 + ((index * 7919) % 12000)) / 100,
}));

async function fetchPayments(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  let result = database;
  const [sort] = params.sortModel;
  if (sort) {
    const key = sort.field as keyof Payment;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...database].sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  }
  const start = Number(params.start);
  // A known total: the grid fills the rest of the grid with skeleton rows.
  return { rows: result.slice(start, params.end + 1), rowCount: result.length };
}

const columns: GridColDef<Payment>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'date', headerName: 'Date (UTC)', width: 150 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110 },
];

export default function ServerLazyLoadingViewport() {
  const [requests, setRequests] = useState<string[]>([]);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: (params) => {
        setRequests((previous) => [`${params.start}–${params.end}`, ...previous].slice(0, 5));
        return fetchPayments(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        Requested rows, newest first: {requests.join(', ')}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // Each request covers whole blocks of `pageSize` rows.
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
          disableColumnFilter
        />
      </div>
    </Stack>
  );
}
