import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  role: string;
  office: string;
  startDate: string;
  email: string;
  phone: string;
  salary: number;
}

const employees: Employee[] = [
  { id: 1, name: 'Lena Fischer', department: 'Engineering', role: 'Staff engineer', office: 'Berlin', startDate: '2019-03-04', email: 'lena.fischer@example.com', phone: '+49 30 5550 1201', salary: 98000 },
  { id: 2, name: 'Kwame Mensah', department: 'Engineering', role: 'Engineering manager', office: 'London', startDate: '2017-09-18', email: 'kwame.mensah@example.com', phone: '+44 20 7946 0312', salary: 112000 },
  { id: 3, name: 'Sara Lindberg', department: 'Engineering', role: 'Frontend engineer', office: 'Stockholm', startDate: '2022-01-10', email: 'sara.lindberg@example.com', phone: '+46 8 555 104 22', salary: 76000 },
  { id: 4, name: 'Diego Álvarez', department: 'Marketing', role: 'Content lead', office: 'Madrid', startDate: '2020-06-01', email: 'diego.alvarez@example.com', phone: '+34 91 555 0187', salary: 64000 },
  { id: 5, name: 'Chloé Martin', department: 'Marketing', role: 'Growth analyst', office: 'Paris', startDate: '2023-02-13', email: 'chloe.martin@example.com', phone: '+33 1 55 50 12 34', salary: 58000 },
  { id: 6, name: 'Priya Raman', department: 'Finance', role: 'Controller', office: 'London', startDate: '2018-11-05', email: 'priya.raman@example.com', phone: '+44 20 7946 0876', salary: 91000 },
  { id: 7, name: 'Jan Kowalski', department: 'Finance', role: 'Accountant', office: 'Warsaw', startDate: '2021-04-19', email: 'jan.kowalski@example.com', phone: '+48 22 555 01 44', salary: 52000 },
];

// The columns are wider than the demo, so the grid scrolls horizontally.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Start date', width: 120 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120 },
];

export default function RecipesRowGroupingPinnedColumn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={employees}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { department: false } },
          // The single grouping column has a fixed field name.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
      />
    </div>
  );
}
