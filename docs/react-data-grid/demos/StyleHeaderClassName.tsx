import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
  seatsLeft: number;
}

const flights: Flight[] = [
  { id: 1, flight: 'LH 2034', destination: 'Munich', departure: '07:45', gate: 'B12', seatsLeft: 14 },
  { id: 2, flight: 'AF 1123', destination: 'Paris', departure: '08:10', gate: 'A03', seatsLeft: 2 },
  { id: 3, flight: 'KL 1602', destination: 'Amsterdam', departure: '09:25', gate: 'C07', seatsLeft: 31 },
  { id: 4, flight: 'IB 3171', destination: 'Madrid', departure: '10:40', gate: 'B04', seatsLeft: 9 },
  { id: 5, flight: 'SK 1468', destination: 'Copenhagen', departure: '11:55', gate: 'A11', seatsLeft: 0 },
];

const columns: GridColDef<Flight>[] = [
  // `headerClassName` adds a class to this column's header cell only.
  { field: 'flight', headerName: 'Flight', width: 100, headerClassName: 'header--key' },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  // `headerAlign` and `align` position the header and the cells of one column.
  { field: 'departure', headerName: 'Departs', width: 100, headerAlign: 'center', align: 'center' },
  { field: 'gate', headerName: 'Gate', width: 80, headerAlign: 'center', align: 'center' },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];

export default function StyleHeaderClassName() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={flights}
        columns={columns}
        hideFooter
        sx={{
          // Every header cell.
          [`& .${gridClasses.columnHeader}`]: {
            bgcolor: 'action.selected',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            fontSize: 12,
            letterSpacing: '0.05em',
          },
          // One header cell, picked by its `headerClassName`.
          '& .header--key': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      />
    </Box>
  );
}
