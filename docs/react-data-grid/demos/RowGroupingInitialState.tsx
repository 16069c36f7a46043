import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  office: string;
  department: string;
  role: string;
}

const employees: Employee[] = [
  { id: 1, name: 'Amara Okafor', office: 'Lagos', department: 'Engineering', role: 'Backend developer' },
  { id: 2, name: 'Tunde Bello', office: 'Lagos', department: 'Engineering', role: 'QA engineer' },
  { id: 3, name: 'Ngozi Eze', office: 'Lagos', department: 'Sales', role: 'Account executive' },
  { id: 4, name: 'Jonas Berg', office: 'Oslo', department: 'Engineering', role: 'Frontend developer' },
  { id: 5, name: 'Ingrid Dahl', office: 'Oslo', department: 'Design', role: 'Product designer' },
  { id: 6, name: 'Erik Lund', office: 'Oslo', department: 'Sales', role: 'Sales manager' },
  { id: 7, name: 'Camila Rojas', office: 'Santiago', department: 'Design', role: 'UX researcher' },
  { id: 8, name: 'Diego Muñoz', office: 'Santiago', department: 'Engineering', role: 'Data engineer' },
  { id: 9, name: 'Valentina Soto', office: 'Santiago', department: 'Engineering', role: 'Backend developer' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
];

export default function RowGroupingInitialState() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={employees}
        columns={columns}
        // Offices at the top level, departments inside each office.
        // The grid owns the model from then on: users can change it from the column menus.
        initialState={{ rowGrouping: { model: ['office', 'department'] } }}
        // Open the offices so the department groups show.
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
