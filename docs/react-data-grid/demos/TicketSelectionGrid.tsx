import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High';
  status: 'Open' | 'Closed';
}

const initialTickets: Ticket[] = [
  { id: 3187, subject: 'Cannot reset password', requester: 'Sofia Rossi', priority: 'High', status: 'Open' },
  { id: 3188, subject: 'Invoice shows wrong VAT rate', requester: 'Jonas Weber', priority: 'Normal', status: 'Open' },
  { id: 3189, subject: 'Add a second delivery address', requester: 'Aisha Bello', priority: 'Low', status: 'Open' },
  { id: 3190, subject: 'Mobile app crashes on login', requester: 'Kenji Watanabe', priority: 'High', status: 'Open' },
  { id: 3191, subject: 'Change the account owner', requester: 'Emma Dubois', priority: 'Normal', status: 'Closed' },
  { id: 3192, subject: 'Export of last year’s orders', requester: 'Luis Ortega', priority: 'Low', status: 'Open' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

export default function TicketSelectionGrid() {
  const [tickets, setTickets] = useState<Ticket[]>(initialTickets);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);

  const closeSelected = () => {
    setTickets((previous) =>
      previous.map((ticket) => (selection.ids.has(ticket.id) ? { ...ticket, status: 'Closed' } : ticket)),
    );
    setSelection(noSelection);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" disabled={selection.ids.size === 0} onClick={closeSelected}>
        Close {selection.ids.size} selected
      </Button>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          label="Support tickets"
          showToolbar
          checkboxSelection
          disableRowSelectionOnClick
          // Keep "select all" as a list of ids, so selection.ids is always the selected rows.
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
    </Stack>
  );
}
