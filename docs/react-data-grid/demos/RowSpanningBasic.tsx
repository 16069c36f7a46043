import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  room: string;
  time: string;
  title: string;
}

// Rows are already sorted by day, then room, so equal values sit next to each other.
const rows: Session[] = [
  { id: 1, day: 'Thursday', room: 'Hall A', time: '09:00', title: 'Opening keynote' },
  { id: 2, day: 'Thursday', room: 'Hall A', time: '10:30', title: 'State of web accessibility' },
  { id: 3, day: 'Thursday', room: 'Room 2', time: '10:30', title: 'Testing React components' },
  { id: 4, day: 'Thursday', room: 'Room 2', time: '13:00', title: 'Design tokens in practice' },
  { id: 5, day: 'Friday', room: 'Hall A', time: '09:00', title: 'Type-safe APIs' },
  { id: 6, day: 'Friday', room: 'Hall A', time: '11:00', title: 'Shipping smaller bundles' },
  { id: 7, day: 'Friday', room: 'Hall A', time: '14:00', title: 'Closing panel' },
];

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 200 },
];

export default function RowSpanningBasic() {
  const [spanning, setSpanning] = useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />}
        label="Row spanning"
      />
      <div style={{ height: 440 }}>
        <DataGrid rows={rows} columns={columns} rowSpanning={spanning} showCellVerticalBorder />
      </div>
    </div>
  );
}
