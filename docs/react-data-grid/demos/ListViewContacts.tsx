import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  role: string;
  city: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amara Nwosu', email: 'amara.nwosu@example.com', role: 'Designer', city: 'Lagos' },
  { id: 2, name: 'Lukas Becker', email: 'lukas.becker@example.com', role: 'Engineer', city: 'Hamburg' },
  { id: 3, name: 'Sofía Herrera', email: 'sofia.herrera@example.com', role: 'Product', city: 'Bogotá' },
  { id: 4, name: 'Ren Takahashi', email: 'ren.takahashi@example.com', role: 'Engineer', city: 'Sapporo' },
  { id: 5, name: 'Noor Haddad', email: 'noor.haddad@example.com', role: 'Support', city: 'Amman' },
  { id: 6, name: 'Oliver Grant', email: 'oliver.grant@example.com', role: 'Sales', city: 'Leeds' },
  { id: 7, name: 'Priya Raman', email: 'priya.raman@example.com', role: 'Designer', city: 'Chennai' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'city', headerName: 'City', width: 110 },
];

// In list view, this single column replaces all the others.
const listViewColumn: GridListViewColDef<Contact> = {
  field: 'contactCard',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36 }}>{row.name.charAt(0)}</Avatar>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {row.email} · {row.city}
        </Typography>
      </Stack>
      <Chip size="small" label={row.role} />
    </Stack>
  ),
};

export default function ListViewContacts() {
  const [listView, setListView] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={listView} onChange={(event) => setListView(event.target.checked)} />}
        label="List view"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 64 : 52}
        />
      </div>
    </Stack>
  );
}
