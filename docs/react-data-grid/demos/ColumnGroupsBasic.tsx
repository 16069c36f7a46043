import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  department: string;
}

const rows: Employee[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@example.com', phone: '+44 20 7946 0321', department: 'Finance' },
  { id: 2, firstName: 'Lukas', lastName: 'Schmidt', email: 'lukas.schmidt@example.com', phone: '+49 30 901820', department: 'Engineering' },
  { id: 3, firstName: 'Mei', lastName: 'Tanaka', email: 'mei.tanaka@example.com', phone: '+81 3 1234 5678', department: 'Design' },
  { id: 4, firstName: 'Diego', lastName: 'Fernández', email: 'diego.fernandez@example.com', phone: '+34 91 123 4567', department: 'Sales' },
  { id: 5, firstName: 'Noor', lastName: 'Haddad', email: 'noor.haddad@example.com', phone: '+971 4 555 0199', department: 'Engineering' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
];

// Each group lists the fields it contains. Department belongs to no group.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'name',
    headerName: 'Name',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'contact',
    headerName: 'Contact',
    description: 'How to reach the employee at work',
    headerAlign: 'center',
    children: [{ field: 'email' }, { field: 'phone' }],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </div>
  );
}
