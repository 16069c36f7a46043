import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departs: string;
  gate: string;
  aircraft: string;
  status: string;
}

const departures: Flight[] = [
  {
    id: 'LX 318',
    destination: 'London Heathrow',
    departs: '07:35',
    gate: 'A52',
    aircraft: 'A220-300',
    status: 'Boarding',
  },
  { id: 'TP 941', destination: 'Lisbon', departs: '08:10', gate: 'D14', aircraft: 'A320neo', status: 'On time' },
  { id: 'EW 8351', destination: 'Hamburg', departs: '08:25', gate: 'A67', aircraft: 'A319', status: 'Delayed' },
  { id: 'OS 562', destination: 'Vienna', departs: '09:05', gate: 'A49', aircraft: 'Embraer 195', status: 'On time' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 150 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// No visibility props: users hide columns from a column menu (Hide column)
// and show or hide them in the columns panel (the Columns button of the toolbar).
export default function ColumnVisibilityBasic() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={departures} columns={columns} showToolbar hideFooter />
    </div>
  );
}
