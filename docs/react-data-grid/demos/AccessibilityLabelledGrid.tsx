import { useId } from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const departures = [
  { id: 1, time: '08:12', train: 'IC 2024', destination: 'Hamburg', platform: 7, status: 'On time' },
  { id: 2, time: '08:20', train: 'RE 5', destination: 'Potsdam', platform: 12, status: '5 min late' },
  { id: 3, time: '08:34', train: 'ICE 1007', destination: 'Munich', platform: 4, status: 'On time' },
  { id: 4, time: '08:41', train: 'RB 23', destination: 'Cottbus', platform: 11, status: 'Cancelled' },
  { id: 5, time: '08:58', train: 'ICE 553', destination: 'Cologne', platform: 3, status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'train', headerName: 'Train', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function AccessibilityLabelledGrid() {
  const headingId = useId();

  return (
    <div>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Departures, Berlin Hbf
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        {/* Screen readers announce the heading's text as the grid's name. */}
        <DataGrid aria-labelledby={headingId} rows={departures} columns={columns} />
      </div>
    </div>
  );
}
