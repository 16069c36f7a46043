import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const guests = [
  { id: 1, name: 'José Álvarez', city: 'Sevilla', nights: 3 },
  { id: 2, name: 'Chloé Moreau', city: 'Lyon', nights: 2 },
  { id: 3, name: 'Jose Martins', city: 'Porto', nights: 5 },
  { id: 4, name: 'Zoë Fischer', city: 'München', nights: 1 },
  { id: 5, name: 'Renée Dubois', city: 'Montréal', nights: 4 },
  { id: 6, name: 'Søren Madsen', city: 'København', nights: 2 },
  { id: 7, name: 'Joséphine Laurent', city: 'Nantes', nights: 3 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

export default function FilteringIgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = useState(false);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    items: [{ field: 'name', operator: 'contains', value: 'jose' }],
  });

  const toggle = (checked: boolean) => {
    setIgnoreDiacritics(checked);
    // The grid filters again when it receives a new model object, not when the prop changes.
    setFilterModel((model) => ({ ...model }));
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={ignoreDiacritics} onChange={(event) => toggle(event.target.checked)} />
        }
        label="ignoreDiacritics"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={guests}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
