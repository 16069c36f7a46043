import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  detail: string;
}

const tickets: Ticket[] = [
  { id: 311, subject: 'Cannot reset password', requester: 'Yara', detail: 'The reset email never arrives.' },
  { id: 312, subject: 'Invoice shows old address', requester: 'Luca', detail: 'Moved in May; March invoice is fine.' },
  { id: 313, subject: 'Export to CSV is empty', requester: 'Hana', detail: 'Happens only with a date filter on.' },
  { id: 314, subject: 'Add a second admin', requester: 'Piotr', detail: 'Needs access for the finance team.' },
  { id: 315, subject: 'App slow on Mondays', requester: 'Amara', detail: 'Weekly report job runs at 9:00.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'requester', headerName: 'Requester', width: 130 },
];

export default function RowSelectionDisableClick() {
  const [opened, setOpened] = useState<Ticket | null>(null);

  return (
    <Stack spacing={1}>
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 56 }}>
        <Typography variant="body2">
          {opened ? `#${opened.id} ${opened.subject}: ${opened.detail}` : 'Click a row to read the ticket.'}
        </Typography>
      </Paper>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          checkboxSelection
          // A click on the row opens the ticket; only the checkbox selects it.
          disableRowSelectionOnClick
          onRowClick={(params: GridRowParams<Ticket>) => setOpened(params.row)}
        />
      </div>
    </Stack>
  );
}
