import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const customers = ['Harbour Foods', 'Brandt GmbH', 'Wisła Logistics', 'Álvarez Vinos', 'Nordic Print', 'Kettle & Crumb'];

// 42 invoices, built from a few values so the demo stays short.
const invoices = Array.from({ length: 42 }, (_, index) => ({
  id: 4001 + index,
  customer: customers[index % customers.length],
  amount: 120 + ((index * 379) % 2400),
  due: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
];

export default function PaginationBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        // Start on 5 rows per page; the footer offers 5, 10 and 25.
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
      />
    </div>
  );
}
