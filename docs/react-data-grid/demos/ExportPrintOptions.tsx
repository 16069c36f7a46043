import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: string;
  arrival: string;
  nights: number;
  notes: string;
}

const bookings: Booking[] = [
  { id: 1, guest: 'Helena Vogt', room: '101', arrival: '12 June', nights: 3, notes: 'Late check-in' },
  { id: 2, guest: 'Rahul Mehta', room: '104', arrival: '12 June', nights: 1, notes: '' },
  { id: 3, guest: 'Claire Dubois', room: '207', arrival: '13 June', nights: 5, notes: 'Cot needed' },
  { id: 4, guest: 'Tomasz Zielinski', room: '210', arrival: '13 June', nights: 2, notes: 'Vegan breakfast' },
  { id: 5, guest: 'Amina Yusuf', room: '305', arrival: '14 June', nights: 4, notes: '' },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 80 },
  { field: 'arrival', headerName: 'Arrival', width: 100 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 80 },
  { field: 'notes', headerName: 'Notes', width: 150 },
];

export default function ExportPrintOptions() {
  const apiRef = useGridApiRef();

  const printArrivals = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Arrivals, 12 to 14 June',
      // The front desk does not need the notes column.
      fields: ['guest', 'room', 'arrival', 'nights'],
      hideFooter: true,
      hideToolbar: true,
    });

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={printArrivals}>
        Print arrivals
      </Button>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={bookings} columns={columns} showToolbar checkboxSelection />
      </div>
    </Stack>
  );
}
