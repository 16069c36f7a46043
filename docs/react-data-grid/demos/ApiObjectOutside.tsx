import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  status: 'Open' | 'Waiting' | 'Closed';
}

const tickets: Ticket[] = [
  { id: 101, subject: 'Cannot reset password', customer: 'Greta Olsen', status: 'Open' },
  { id: 102, subject: 'Invoice shows wrong VAT', customer: 'Marco Bianchi', status: 'Waiting' },
  { id: 103, subject: 'Export to CSV is empty', customer: 'Aiko Mori', status: 'Open' },
  { id: 104, subject: 'Add a second admin', customer: 'Samuel Osei', status: 'Closed' },
  { id: 105, subject: 'App crashes on login', customer: 'Nora Fischer', status: 'Open' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'customer', headerName: 'Customer', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'Waiting', 'Closed'],
    width: 100,
  },
];

export default function ApiObjectOutside() {
  // Filled by the grid when it mounts; `null` before that, hence the `?.` below.
  const apiRef = useGridApiRef();
  const [output, setOutput] = useState('Click a button.');

  const showOpenOnly = () =>
    apiRef.current?.setFilterModel({ items: [{ field: 'status', operator: 'is', value: 'Open' }] });

  const closeTicket = () => {
    // Only the fields you pass change; the rest of the row stays.
    apiRef.current?.updateRows([{ id: 103, status: 'Closed' }]);
    const row = apiRef.current?.getRow<Ticket>(103);
    setOutput(`Ticket 103 is now ${row?.status}.`);
  };

  const showState = () => {
    const state = apiRef.current?.exportState();
    setOutput(`Filter: ${JSON.stringify(state?.filter?.filterModel?.items ?? [])}`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={showOpenOnly}>
          Open tickets only
        </Button>
        <Button size="small" variant="outlined" onClick={closeTicket}>
          Close ticket 103
        </Button>
        <Button size="small" variant="outlined" onClick={showState}>
          Read the filter
        </Button>
      </Stack>
      <Typography variant="body2">{output}</Typography>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={tickets} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
