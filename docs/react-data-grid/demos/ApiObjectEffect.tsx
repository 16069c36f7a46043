import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const airports = ['AMS', 'ATH', 'BCN', 'BER', 'CPH', 'DUB', 'FCO', 'HEL', 'LIS', 'OSL', 'VIE', 'WAW'];

const departures = Array.from({ length: 36 }, (_, index) => ({
  id: `LX${1200 + index * 7}`,
  destination: airports[(index * 5) % airports.length],
  time: `${String(6 + Math.floor(index / 3)).padStart(2, '0')}:${String((index % 3) * 20).padStart(2, '0')}`,
  gate: `${'ABC'[index % 3]}${(index % 12) + 1}`,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'destination', headerName: 'To', flex: 1, minWidth: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

export default function ApiObjectEffect() {
  const apiRef = useGridApiRef();
  // Imagine this value comes from the URL or from another part of the page.
  const [flightId, setFlightId] = useState(departures[0].id);

  // Effects run after the grid has mounted, but guard anyway: the grid may be
  // unmounted (apiRef.current is then null again), or rendered conditionally.
  useEffect(() => {
    const api = apiRef.current;
    if (!api || !api.getRow(flightId)) return;
    api.setRowSelectionModel({ type: 'include', ids: new Set([flightId]) });
    api.scrollToIndexes({ rowIndex: api.getRowIndexRelativeToVisibleRows(flightId) });
  }, [apiRef, flightId]);

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Track flight"
        value={flightId}
        onChange={(event) => setFlightId(event.target.value)}
        sx={{ maxWidth: 200 }}
      >
        {departures.map((flight) => (
          <MenuItem key={flight.id} value={flight.id}>
            {flight.id} to {flight.destination}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={departures} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
