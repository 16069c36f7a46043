import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const flights = [
  { id: 1, flight: 'LH 2024', destination: 'Munich', gate: 'B12', departs: '09:05', status: 'Boarding' },
  { id: 2, flight: 'AF 1141', destination: 'Paris', gate: 'C03', departs: '09:20', status: 'On time' },
  { id: 3, flight: 'KL 1008', destination: 'Amsterdam', gate: 'A07', departs: '09:35', status: 'Delayed' },
  { id: 4, flight: 'IB 3163', destination: 'Madrid', gate: 'B04', departs: '09:50', status: 'On time' },
  { id: 5, flight: 'SK 1502', destination: 'Copenhagen', gate: 'A11', departs: '10:10', status: 'On time' },
  { id: 6, flight: 'TP 1333', destination: 'Lisbon', gate: 'C09', departs: '10:25', status: 'Cancelled' },
  { id: 7, flight: 'LX 343', destination: 'Zurich', gate: 'B08', departs: '10:40', status: 'On time' },
  { id: 8, flight: 'OS 452', destination: 'Vienna', gate: 'A02', departs: '11:00', status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function LayoutFlexFill() {
  // The card has a fixed height and stacks its children in a column.
  // The grid takes whatever height the title leaves over.
  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h3">
        Departures, Terminal 2
      </Typography>
      <DataGrid rows={flights} columns={columns} hideFooter />
    </Box>
  );
}
