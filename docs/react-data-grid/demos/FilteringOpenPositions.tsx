import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Position {
  id: number;
  title: string;
  department: string;
  location: string;
  salary: number;
  posted: Date;
  remote: boolean;
}

const positions: Position[] = [
  { id: 1, title: 'Backend engineer', department: 'Engineering', location: 'Berlin', salary: 78000, posted: new Date(2025, 2, 3), remote: true },
  { id: 2, title: 'Product designer', department: 'Design', location: 'Lisbon', salary: 61000, posted: new Date(2025, 2, 10), remote: false },
  { id: 3, title: 'Site reliability engineer', department: 'Engineering', location: 'Dublin', salary: 92000, posted: new Date(2025, 1, 21), remote: true },
  { id: 4, title: 'Account executive', department: 'Sales', location: 'Madrid', salary: 55000, posted: new Date(2025, 2, 14), remote: false },
  { id: 5, title: 'Frontend engineer', department: 'Engineering', location: 'Lisbon', salary: 71000, posted: new Date(2025, 2, 17), remote: false },
  { id: 6, title: 'Payroll specialist', department: 'Finance', location: 'Warsaw', salary: 48000, posted: new Date(2025, 1, 28), remote: true },
  { id: 7, title: 'Data engineer', department: 'Engineering', location: 'Amsterdam', salary: 84000, posted: new Date(2025, 2, 5), remote: true },
  { id: 8, title: 'Sales development rep', department: 'Sales', location: 'Berlin', salary: 46000, posted: new Date(2025, 2, 19), remote: false },
];

const columns: GridColDef<Position>[] = [
  { field: 'title', headerName: 'Position', flex: 1, minWidth: 180 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Finance', 'Sales'],
    width: 130,
  },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 110 },
  { field: 'posted', headerName: 'Posted', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];

export default function FilteringOpenPositions() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={positions}
        columns={columns}
        showToolbar
        // The grid starts with this filter; users can change or remove it.
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
            },
          },
        }}
      />
    </div>
  );
}
