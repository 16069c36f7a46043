import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Claim {
  id: string;
  employee: string;
  category: string;
  amount: number;
}

const claims: Claim[] = [
  { id: 'EXP-201', employee: 'Rosa Lind', category: 'Travel', amount: 412.4 },
  { id: 'EXP-202', employee: 'Omar Haddad', category: 'Meals', amount: 63.9 },
  { id: 'EXP-203', employee: 'Mei Tanaka', category: 'Training', amount: 890 },
  { id: 'EXP-204', employee: 'Rosa Lind', category: 'Meals', amount: 38.5 },
  { id: 'EXP-205', employee: 'Lukas Berger', category: 'Travel', amount: 1204.75 },
  { id: 'EXP-206', employee: 'Omar Haddad', category: 'Equipment', amount: 249 },
];

const columns: GridColDef<Claim>[] = [
  { field: 'id', headerName: 'Claim', width: 100 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 130 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

// Re-renders when the selection changes, and only then.
function ApprovalToolbar() {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);
  // A Map from each selected ID to its row, whatever the type of the selection model.
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);

  let total = 0;
  selectedRows.forEach((row) => {
    total += (row as Claim).amount;
  });

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {count === 0 ? 'Select claims to approve' : `${count} ${count === 1 ? 'claim' : 'claims'} to approve`}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        Total: €{total.toFixed(2)}
      </Typography>
    </Toolbar>
  );
}

export default function RowSelectionSelectors() {
  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={claims}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: ApprovalToolbar }}
        showToolbar
        hideFooterSelectedRowCount
      />
    </div>
  );
}
