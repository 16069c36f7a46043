import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridPageCountSelector,
  gridPageSelector,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  employee: string;
  purpose: string;
  amount: number;
}

const employees = ['Noor', 'Mateo', 'Ilse', 'Kwame', 'Saanvi', 'Tomasz'];
const purposes = ['Train ticket', 'Hotel night', 'Client lunch', 'Taxi', 'Conference pass'];

const expenses: Expense[] = Array.from({ length: 47 }, (_, index) => ({
  id: index + 1,
  employee: employees[(index * 5) % employees.length],
  purpose: purposes[index % purposes.length],
  amount: Number((12 + ((index * 97) % 480) + (index % 4) * 0.25).toFixed(2)),
}));

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', width: 120 },
  { field: 'purpose', headerName: 'Purpose', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

// Re-renders when the page, the page count or the rows of the page change.
function PageTotalToolbar() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const pageRows = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);

  const total = pageRows.reduce((sum, entry) => sum + (entry.model as Expense).amount, 0);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1 }}>
        Page {page + 1} of {pageCount}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        Total on this page: €{total.toFixed(2)}
      </Typography>
    </Toolbar>
  );
}

export default function PaginationSelectors() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={expenses}
        columns={columns}
        slots={{ toolbar: PageTotalToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </div>
  );
}
