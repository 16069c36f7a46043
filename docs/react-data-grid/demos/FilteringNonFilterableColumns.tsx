import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  team: string;
  email: string;
  phone: string;
  joined: Date;
}

const members: Member[] = [
  { id: 1, name: 'Aisha Bello', team: 'Platform', email: 'aisha@example.com', phone: '+44 20 7946 0321', joined: new Date(2021, 3, 12) },
  { id: 2, name: 'Jonas Weber', team: 'Mobile', email: 'jonas@example.com', phone: '+49 30 901820', joined: new Date(2022, 8, 1) },
  { id: 3, name: 'Marta Kowalska', team: 'Platform', email: 'marta@example.com', phone: '+48 22 555 0144', joined: new Date(2019, 10, 4) },
  { id: 4, name: 'Diego Ramos', team: 'Payments', email: 'diego@example.com', phone: '+34 91 555 0176', joined: new Date(2023, 0, 16) },
  { id: 5, name: 'Yuki Tanaka', team: 'Mobile', email: 'yuki@example.com', phone: '+81 3 5555 0199', joined: new Date(2020, 5, 22) },
  { id: 6, name: 'Fatou Diallo', team: 'Payments', email: 'fatou@example.com', phone: '+33 1 55 55 01 27', joined: new Date(2024, 1, 5) },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  // Contact details: not offered in the filter panel or the column menu.
  { field: 'email', headerName: 'Email', width: 220, filterable: false },
  { field: 'phone', headerName: 'Phone', width: 160, filterable: false },
  { field: 'joined', headerName: 'Joined', type: 'date', width: 120 },
];

export default function FilteringNonFilterableColumns() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={members} columns={columns} showToolbar />
    </div>
  );
}
