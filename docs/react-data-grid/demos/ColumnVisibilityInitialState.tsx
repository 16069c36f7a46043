import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  email: string;
  employeeNumber: string;
  startDate: Date;
}

const employees: Employee[] = [
  {
    id: 1,
    name: 'Olivia Mensah',
    team: 'Payments',
    office: 'Accra',
    email: 'olivia.mensah@example.com',
    employeeNumber: 'E-10482',
    startDate: new Date(2021, 2, 15),
  },
  {
    id: 2,
    name: 'Rafael Duarte',
    team: 'Mobile',
    office: 'Porto',
    email: 'rafael.duarte@example.com',
    employeeNumber: 'E-10517',
    startDate: new Date(2022, 8, 1),
  },
  {
    id: 3,
    name: 'Mei Lin',
    team: 'Payments',
    office: 'Singapore',
    email: 'mei.lin@example.com',
    employeeNumber: 'E-10603',
    startDate: new Date(2023, 0, 9),
  },
  {
    id: 4,
    name: 'Henrik Dahl',
    team: 'Platform',
    office: 'Oslo',
    email: 'henrik.dahl@example.com',
    employeeNumber: 'E-10655',
    startDate: new Date(2024, 4, 20),
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'employeeNumber', headerName: 'Employee no.', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function ColumnVisibilityInitialState() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          // Hidden at first; users can bring them back from the columns panel.
          columns: { columnVisibilityModel: { employeeNumber: false, startDate: false } },
        }}
      />
    </div>
  );
}
