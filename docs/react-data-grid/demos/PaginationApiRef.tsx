import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPageSizeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

const makers = ['Brompton', 'Gazelle', 'Riese & Müller', 'Cannondale', 'Trek'];

// 60 bike repairs in the order they were booked.
const repairs = Array.from({ length: 60 }, (_, index) => ({
  id: 501 + index,
  bike: makers[(index * 3) % makers.length],
  customer: `Customer ${String.fromCharCode(65 + (index % 26))}${(index % 7) + 1}`,
  quote: 25 + ((index * 61) % 290),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'bike', headerName: 'Bike', flex: 1, minWidth: 130 },
  { field: 'customer', headerName: 'Customer', width: 120 },
  { field: 'quote', headerName: 'Quote (€)', type: 'number', width: 110 },
];

export default function PaginationApiRef() {
  const apiRef = useGridApiRef();
  const [ticket, setTicket] = useState('542');
  const [message, setMessage] = useState('Sort a column, then look up a ticket.');

  const showTicket = () => {
    const api = apiRef.current;
    if (!api) return;
    const id = Number(ticket);
    // The rows in their current order, after sorting and filtering, across every page.
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (index === -1) {
      setMessage(`No ticket ${ticket} in the grid.`);
      return;
    }
    const page = Math.floor(index / gridPageSizeSelector(apiRef));
    api.setPage(page);
    api.selectRow(id, true, true);
    setMessage(`Ticket ${id} is on page ${page + 1}.`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Ticket"
          value={ticket}
          onChange={(event) => setTicket(event.target.value)}
          sx={{ width: 110 }}
        />
        <Button variant="outlined" onClick={showTicket}>
          Show
        </Button>
        <Typography variant="body2">{message}</Typography>
      </Stack>
      <div style={{ height: 480, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={repairs}
          columns={columns}
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 20]}
        />
      </div>
    </Stack>
  );
}
