import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const contacts = [
  { id: 1, name: 'Amara Okafor', role: 'Buyer', phone: '+44 20 7946 0321', email: 'amara@harbourfoods.example' },
  { id: 2, name: 'Lukas Brandt', role: 'Accounts', phone: '+49 30 901820', email: 'lukas@brandt-gmbh.example' },
  { id: 3, name: 'Marta Kowalczyk', role: 'Logistics', phone: '+48 22 555 0192', email: 'marta@wisla.example' },
  { id: 4, name: 'Diego Alvarez', role: 'Owner', phone: '+34 91 555 0147', email: 'diego@alvarezvinos.example' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Buyer', 'Accounts', 'Logistics', 'Owner'],
    width: 120,
    editable: true,
  },
  { field: 'phone', headerName: 'Phone', width: 160, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, editable: true },
];

export default function EditingRowMode() {
  // Double-click any cell: every editable cell of the row opens at once.
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={contacts} columns={columns} editMode="row" hideFooter />
    </div>
  );
}
