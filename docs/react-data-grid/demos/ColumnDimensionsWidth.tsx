import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  scheduled: string;
  gate: string;
  aircraft: string;
  remarks: string;
}

const departures: Departure[] = [
  {
    id: 1,
    flight: 'LH 1832',
    destination: 'Barcelona',
    scheduled: '07:35',
    gate: 'B12',
    aircraft: 'Airbus A320neo',
    remarks: 'Boarding',
  },
  {
    id: 2,
    flight: 'KL 1776',
    destination: 'Amsterdam',
    scheduled: '08:10',
    gate: 'A04',
    aircraft: 'Embraer 195-E2',
    remarks: 'On time',
  },
  {
    id: 3,
    flight: 'SK 2618',
    destination: 'Copenhagen',
    scheduled: '08:45',
    gate: 'C21',
    aircraft: 'Airbus A320neo',
    remarks: 'Delayed, new time 09:20',
  },
  {
    id: 4,
    flight: 'TP 557',
    destination: 'Lisbon',
    scheduled: '09:05',
    gate: 'B07',
    aircraft: 'Airbus A321LR',
    remarks: 'Gate opens 08:25',
  },
  {
    id: 5,
    flight: 'OS 128',
    destination: 'Vienna',
    scheduled: '09:40',
    gate: 'A11',
    aircraft: 'Airbus A320',
    remarks: 'On time',
  },
];

const columns: GridColDef<Departure>[] = [
  // No width: the column gets the default 100 px.
  { field: 'flight', headerName: 'Flight' },
  { field: 'destination', headerName: 'Destination', width: 150 },
  // No width either: the header "Scheduled departure" does not fit in 100 px.
  { field: 'scheduled', headerName: 'Scheduled departure' },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 180 },
  { field: 'remarks', headerName: 'Remarks', width: 260 },
];

export default function ColumnDimensionsWidth() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={departures} columns={columns} hideFooter />
    </div>
  );
}
