import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const recipients = [
  { id: 1, name: 'Sofia Rossi', email: 'sofia.rossi@example.com', city: 'Turin' },
  { id: 2, name: 'Jonas Weber', email: 'j.weber@example.com', city: 'Leipzig' },
  { id: 3, name: 'Aisha Bello', email: 'aisha.b@example.com', city: 'Abuja' },
  { id: 4, name: 'Kenji Watanabe', email: 'kenji.w@example.com', city: 'Osaka' },
  { id: 5, name: 'Emma Dubois', email: 'emma.dubois@example.com', city: 'Nantes' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'city', headerName: 'City', width: 100 },
];

export default function RowSelectionControlled() {
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set([2]) });

  // With `type: 'exclude'`, every row is selected except those in `ids`.
  const count = selection.type === 'include' ? selection.ids.size : recipients.length - selection.ids.size;

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {`{ type: '${selection.type}', ids: [${[...selection.ids].join(', ')}] }`} → {count} selected
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={recipients}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
    </Stack>
  );
}
