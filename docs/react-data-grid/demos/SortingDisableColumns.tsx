import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const contacts = [
  { id: 1, name: 'Amara Nwosu', team: 'Design', email: 'amara@example.com', phone: '+44 20 7946 0132' },
  { id: 2, name: 'Bastien Moreau', team: 'Engineering', email: 'bastien@example.com', phone: '+33 1 70 36 41 20' },
  { id: 3, name: 'Carmen Ortiz', team: 'Support', email: 'carmen@example.com', phone: '+34 91 123 45 67' },
  { id: 4, name: 'Dev Patel', team: 'Engineering', email: 'dev@example.com', phone: '+44 161 496 0741' },
  { id: 5, name: 'Elif Yılmaz', team: 'Design', email: 'elif@example.com', phone: '+90 212 555 01 18' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  // Nobody looks for a contact by the order of their email or phone number.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, sortable: false },
  { field: 'phone', headerName: 'Phone', width: 160, sortable: false },
];

export default function SortingDisableColumns() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid rows={contacts} columns={columns} hideFooter />
    </div>
  );
}
