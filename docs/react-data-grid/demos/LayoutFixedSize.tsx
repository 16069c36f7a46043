import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'LH 2031', destination: 'Munich', departure: '07:40', gate: 'A12' },
  { id: 2, flight: 'AF 1141', destination: 'Paris', departure: '08:05', gate: 'B3' },
  { id: 3, flight: 'KL 1772', destination: 'Amsterdam', departure: '08:30', gate: 'A7' },
  { id: 4, flight: 'SK 1420', destination: 'Copenhagen', departure: '09:10', gate: 'C2' },
  { id: 5, flight: 'IB 3251', destination: 'Madrid', departure: '09:45', gate: 'B9' },
  { id: 6, flight: 'OS 512', destination: 'Vienna', departure: '10:20', gate: 'A4' },
  { id: 7, flight: 'LX 1217', destination: 'Zurich', departure: '11:00', gate: 'C6' },
  { id: 8, flight: 'BA 981', destination: 'London', departure: '11:35', gate: 'B1' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

export default function LayoutFixedSize() {
  return (
    // A fixed width and height: the grid fills this box and scrolls its rows inside it.
    <div style={{ height: 300, width: 420 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
