import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface GymClass {
  id: number;
  name: string;
  coach: string;
  day: string;
  time: string;
  spots: number;
}

const classes: GymClass[] = [
  { id: 1, name: 'Morning yoga', coach: 'Lena Vogel', day: 'Monday', time: '07:00', spots: 4 },
  { id: 2, name: 'Indoor cycling', coach: 'Kwame Asante', day: 'Monday', time: '18:30', spots: 0 },
  { id: 3, name: 'Kettlebell basics', coach: 'Sofia Ricci', day: 'Wednesday', time: '12:15', spots: 7 },
  { id: 4, name: 'Pilates', coach: 'Lena Vogel', day: 'Thursday', time: '19:00', spots: 2 },
];

const columns: GridColDef<GymClass>[] = [
  { field: 'name', headerName: 'Class', flex: 1, minWidth: 160 },
  { field: 'coach', headerName: 'Coach', width: 140 },
  { field: 'day', headerName: 'Day', width: 110 },
  // This column never has a menu, whatever the switch says.
  { field: 'time', headerName: 'Time', width: 90, disableColumnMenu: true },
  { field: 'spots', headerName: 'Free spots', type: 'number', width: 110 },
];

export default function ColumnMenuDisabled() {
  const [menusOff, setMenusOff] = useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        label="disableColumnMenu"
        control={<Switch checked={menusOff} onChange={(event) => setMenusOff(event.target.checked)} />}
      />
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid rows={classes} columns={columns} hideFooter disableColumnMenu={menusOff} />
      </div>
    </Stack>
  );
}
