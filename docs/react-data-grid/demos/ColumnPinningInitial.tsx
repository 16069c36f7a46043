import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  team: string;
  office: string;
  email: string;
  startDate: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Ingrid Larsen', role: 'Engineer', team: 'Payments', office: 'Oslo', email: 'ingrid.larsen@example.com', startDate: '2019-04-01', salary: 86000 },
  { id: 2, name: 'Kwame Mensah', role: 'Designer', team: 'Mobile', office: 'Accra', email: 'kwame.mensah@example.com', startDate: '2021-09-15', salary: 64000 },
  { id: 3, name: 'Sofía Ramírez', role: 'Product manager', team: 'Growth', office: 'Madrid', email: 'sofia.ramirez@example.com', startDate: '2018-01-08', salary: 92000 },
  { id: 4, name: 'Arjun Mehta', role: 'Data analyst', team: 'Insights', office: 'Pune', email: 'arjun.mehta@example.com', startDate: '2022-06-20', salary: 58000 },
  { id: 5, name: 'Chloé Bernard', role: 'Engineer', team: 'Platform', office: 'Lyon', email: 'chloe.bernard@example.com', startDate: '2020-11-02', salary: 81000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'startDate', headerName: 'Start date', width: 120 },
  // `pinnable: false` removes the pin items from this column's menu.
  {
    field: 'salary',
    headerName: 'Salary (€)',
    type: 'number',
    width: 120,
    pinnable: false,
  },
];

export default function ColumnPinningInitial() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['salary'] } }}
      />
    </div>
  );
}
