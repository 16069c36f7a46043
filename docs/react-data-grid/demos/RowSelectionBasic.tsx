import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const plans = [
  { id: 'starter', plan: 'Starter', seats: 3, storage: '50 GB', price: 9 },
  { id: 'team', plan: 'Team', seats: 10, storage: '500 GB', price: 29 },
  { id: 'business', plan: 'Business', seats: 50, storage: '2 TB', price: 99 },
  { id: 'enterprise', plan: 'Enterprise', seats: 250, storage: '10 TB', price: 399 },
];

const columns: GridColDef[] = [
  { field: 'plan', headerName: 'Plan', flex: 1, minWidth: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'storage', headerName: 'Storage', width: 100 },
  { field: 'price', headerName: '€ / month', type: 'number', width: 110 },
];

export default function RowSelectionBasic() {
  // Click a row to select it. In the free grid, a click replaces the previous selection.
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={plans} columns={columns} />
    </div>
  );
}
