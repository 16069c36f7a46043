import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const currentUser = 'Sam Rivera';

const tickets = [
  { id: 4101, subject: 'Printer on floor 2 jams', assignee: 'Sam Rivera', priority: 'Low' },
  { id: 4102, subject: 'VPN drops every hour', assignee: 'Noor Aziz', priority: 'High' },
  { id: 4103, subject: 'New laptop for Iris', assignee: 'Sam Rivera', priority: 'Normal' },
  { id: 4104, subject: 'Shared drive is full', assignee: 'Iris Novak', priority: 'High' },
  { id: 4105, subject: 'Reset MFA for Tom', assignee: 'Sam Rivera', priority: 'High' },
  { id: 4106, subject: 'Projector cable missing', assignee: 'Noor Aziz', priority: 'Low' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function FilteringRecipeMyRows() {
  const [onlyMine, setOnlyMine] = useState(false);

  // Narrow the rows before the grid sees them, so the grid's own filter stays free.
  const rows = useMemo(
    () => (onlyMine ? tickets.filter((ticket) => ticket.assignee === currentUser) : tickets),
    [onlyMine],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={onlyMine} onChange={(event) => setOnlyMine(event.target.checked)} />}
        label={`Only tickets assigned to me (${currentUser})`}
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [{ field: 'priority', operator: 'equals', value: 'High' }] } },
          }}
        />
      </div>
    </Stack>
  );
}
