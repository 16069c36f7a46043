import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  checkedIn: boolean;
}

const initialGuests: Guest[] = [
  { id: 1, name: 'Aiko Yamamoto', table: 1, checkedIn: true },
  { id: 2, name: 'Baraka Otieno', table: 1, checkedIn: false },
  { id: 3, name: 'Clara Jensen', table: 2, checkedIn: false },
];

const newcomers = ['Dmitri Volkov', 'Esi Asante', 'Felipe Costa', 'Greta Lind'];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'table', headerName: 'Table', type: 'number', width: 90 },
  { field: 'checkedIn', headerName: 'Checked in', type: 'boolean', width: 110 },
];

export default function RowDefinitionUpdateRows() {
  const [guests, setGuests] = useState<Guest[]>(initialGuests);

  // Add a row: a new array with one more object.
  const addGuest = () => {
    setGuests((previous) => {
      const id = previous.length + 1;
      const name = newcomers[(id - 1) % newcomers.length];
      return [...previous, { id, name, table: Math.ceil(id / 2), checkedIn: false }];
    });
  };

  // Change rows: a new array, with a new object for each row that changes.
  const checkInAll = () => {
    setGuests((previous) => previous.map((guest) => (guest.checkedIn ? guest : { ...guest, checkedIn: true })));
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addGuest}>
          Add guest
        </Button>
        <Button size="small" variant="outlined" onClick={checkInAll}>
          Check in everyone
        </Button>
      </Stack>
      <div style={{ height: 340 }}>
        <DataGrid rows={guests} columns={columns} />
      </div>
    </div>
  );
}
