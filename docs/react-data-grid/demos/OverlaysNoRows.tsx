import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
}

const assigned: Ticket[] = [
  { id: 4182, subject: 'Invoice shows the wrong VAT rate', customer: 'Brightwater Ltd', priority: 'High' },
  { id: 4187, subject: 'Cannot reset my password', customer: 'Elif Yıldız', priority: 'Normal' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 90 },
];

export default function OverlaysNoRows() {
  // An empty array, not `loading`: the grid shows the no-rows overlay.
  const [tickets, setTickets] = useState<Ticket[]>([]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => setTickets(tickets.length ? [] : assigned)}>
        {tickets.length ? 'Resolve both tickets' : 'Assign two tickets'}
      </Button>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid rows={tickets} columns={columns} />
      </div>
    </Stack>
  );
}
