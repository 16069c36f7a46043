import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const departures = [
  { id: 1, time: '08:05', destination: 'Utrecht', platform: 4, status: 'On time' },
  { id: 2, time: '08:12', destination: 'Amsterdam Centraal', platform: 7, status: 'On time' },
  { id: 3, time: '08:20', destination: 'Eindhoven', platform: 2, status: '+5 min' },
  { id: 4, time: '08:26', destination: 'Den Haag', platform: 5, status: 'On time' },
  { id: 5, time: '08:31', destination: 'Groningen', platform: 1, status: 'Cancelled' },
  { id: 6, time: '08:44', destination: 'Arnhem', platform: 3, status: 'On time' },
];

// No column reacts to header clicks: only the buttons above the grid change the order.
const columns: GridColDef[] = [
  { field: 'time', headerName: 'Departs', width: 100, sortable: false },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 170, sortable: false },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100, sortable: false },
  { field: 'status', headerName: 'Status', width: 110, sortable: false },
];

const orders: Record<string, GridSortModel> = {
  time: [{ field: 'time', sort: 'asc' }],
  destination: [{ field: 'destination', sort: 'asc' }],
};

export default function SortingReadOnly() {
  const [order, setOrder] = useState('time');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={order}
        onChange={(_, value: string | null) => value && setOrder(value)}
        aria-label="Order of the departures"
      >
        <ToggleButton value="time">By time</ToggleButton>
        <ToggleButton value="destination">By destination</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        {/* The sort model applies even though no column is sortable. */}
        <DataGrid rows={departures} columns={columns} sortModel={orders[order]} hideFooter />
      </div>
    </Stack>
  );
}
