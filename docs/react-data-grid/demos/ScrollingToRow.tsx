import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  gate: string;
  departure: string;
  status: string;
}

const destinations = ['Lisbon', 'Oslo', 'Nairobi', 'Toronto', 'Seoul', 'Lima', 'Cairo', 'Perth'];
const statuses = ['On time', 'Boarding', 'Delayed', 'On time', 'Departed'];

// 100 departures: one full page of the free DataGrid.
const rows: Flight[] = Array.from({ length: 100 }, (_, index) => ({
  id: `MX${301 + index * 7}`,
  destination: destinations[index % destinations.length],
  gate: `${'ABCD'[index % 4]}${(index % 12) + 1}`,
  departure: `${String(6 + Math.floor(index / 6)).padStart(2, '0')}:${String((index * 10) % 60).padStart(2, '0')}`,
  status: statuses[index % statuses.length],
}));

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ScrollingToRow() {
  const apiRef = useGridApiRef();
  const [flight, setFlight] = useState('MX644');
  const [message, setMessage] = useState('');

  const goToFlight = () => {
    const id = flight.trim().toUpperCase();
    // The index counts the rows as they are sorted and filtered now.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (!apiRef.current || rowIndex === -1) {
      setMessage(`${id} is not in the list.`);
      return;
    }
    const scrolled = apiRef.current.scrollToIndexes({ rowIndex });
    apiRef.current.selectRow(id, true, true);
    setMessage(scrolled ? `Scrolled to row ${rowIndex + 1}.` : `Row ${rowIndex + 1} was already in view.`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          label="Flight"
          value={flight}
          onChange={(event) => setFlight(event.target.value)}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" onClick={goToFlight}>
          Go to flight
        </Button>
        <Typography variant="body2">{message}</Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </div>
    </Stack>
  );
}
