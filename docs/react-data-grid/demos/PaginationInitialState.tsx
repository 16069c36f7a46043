import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const payees = ['Grocer', 'Rail pass', 'Pharmacy', 'Bookshop', 'Electricity', 'Café', 'Cinema'];

// One month of card payments, oldest first.
const payments = Array.from({ length: 38 }, (_, index) => ({
  id: index + 1,
  date: `2025-03-${String(Math.floor(index * 0.8) + 1).padStart(2, '0')}`,
  payee: payees[(index * 3) % payees.length],
  amount: Number((4 + ((index * 173) % 950) / 10).toFixed(2)),
}));

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1, minWidth: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

const PAGE_SIZE = 10;
// The newest payments are on the last page: open the grid there.
const lastPage = Math.ceil(payments.length / PAGE_SIZE) - 1;

export default function PaginationInitialState() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={payments}
        columns={columns}
        initialState={{ pagination: { paginationModel: { page: lastPage, pageSize: PAGE_SIZE } } }}
        pageSizeOptions={[PAGE_SIZE, 20]}
      />
    </div>
  );
}
