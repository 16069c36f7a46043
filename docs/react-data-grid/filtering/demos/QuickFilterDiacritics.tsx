import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const venues = [
  { id: 1, name: 'Café Müller', district: 'Prenzlauer Berg', seats: 36 },
  { id: 2, name: 'Cafe Central', district: 'Innere Stadt', seats: 120 },
  { id: 3, name: 'Crème & Crêpes', district: 'Marais', seats: 24 },
  { id: 4, name: 'São Bento Café', district: 'Ribeira', seats: 40 },
  { id: 5, name: 'Bäckerei Kühn', district: 'Schwabing', seats: 18 },
  { id: 6, name: 'The Corner Bakery', district: 'Clerkenwell', seats: 30 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Venue', flex: 1, minWidth: 170 },
  { field: 'district', headerName: 'District', width: 150 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = useState(true);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['cafe'],
  });

  const toggle = (checked: boolean) => {
    setIgnoreDiacritics(checked);
    // A new model object makes the grid search again with the new setting.
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
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={venues}
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
