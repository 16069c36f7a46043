import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';

type TabNavigation = NonNullable<DataGridProps['tabNavigation']>;

const contacts = [
  { id: 1, name: 'Ingrid Solberg', role: 'Office manager', phone: '+47 22 11 40 10' },
  { id: 2, name: 'Kwame Asante', role: 'IT support', phone: '+47 22 11 40 22' },
  { id: 3, name: 'Lucía Moreno', role: 'Payroll', phone: '+47 22 11 40 35' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 150 },
];

export default function AccessibilityTabNavigation() {
  const [tabNavigation, setTabNavigation] = useState<TabNavigation>('none');

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="tabNavigation"
        value={tabNavigation}
        onChange={(event) => setTabNavigation(event.target.value as TabNavigation)}
        sx={{ maxWidth: 220 }}
      >
        {['none', 'content', 'header', 'all'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Before the grid" sx={{ maxWidth: 220 }} />
      <div style={{ height: 260, width: '100%' }}>
        <DataGrid
          label="Office contacts"
          rows={contacts}
          columns={columns}
          tabNavigation={tabNavigation}
          hideFooter
        />
      </div>
      <TextField size="small" label="After the grid" sx={{ maxWidth: 220 }} />
    </Stack>
  );
}
