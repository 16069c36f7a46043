import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridOverlay,
  useGridApiContext,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

const requests = [
  { id: 1, title: 'New laptop for onboarding', requester: 'Priya Nair', team: 'Design' },
  { id: 2, title: 'Access to the billing dashboard', requester: 'Tom Becker', team: 'Finance' },
  { id: 3, title: 'Replace the meeting room screen', requester: 'Lea Moreau', team: 'Office' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Request', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 130 },
  { field: 'team', headerName: 'Team', width: 100 },
];

// Slot components: defined at module level, typed with the props of their slot.
function NoRequestsOverlay(props: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay {...props}>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <InboxOutlinedIcon fontSize="large" />
        <Typography variant="body2">The queue is empty. New requests appear here.</Typography>
      </Stack>
    </GridOverlay>
  );
}

function NoMatchOverlay(props: GridSlotProps['noResultsOverlay']) {
  // Inside a slot, the grid API comes from context.
  const apiRef = useGridApiContext();
  return (
    <GridOverlay {...props}>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <SearchOffIcon fontSize="large" />
        <Typography variant="body2">No request matches the current filters.</Typography>
        <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}>
          Clear filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysCustomEmpty() {
  const [rows, setRows] = useState(requests);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => setRows(rows.length ? [] : requests)}>
        {rows.length ? 'Close every request' : 'Reopen the requests'}
      </Button>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['printer'] } } }}
          slots={{ noRowsOverlay: NoRequestsOverlay, noResultsOverlay: NoMatchOverlay }}
        />
      </div>
    </Stack>
  );
}
