import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const plants = [
  { id: 1, name: 'Monstera deliciosa', light: 'Bright, indirect', water: 'Weekly', petSafe: false },
  { id: 2, name: 'Calathea orbifolia', light: 'Medium', water: 'Twice a week', petSafe: true },
  { id: 3, name: 'Snake plant', light: 'Low', water: 'Every 3 weeks', petSafe: false },
  { id: 4, name: 'Boston fern', light: 'Medium', water: 'Twice a week', petSafe: true },
  { id: 5, name: 'Spider plant', light: 'Bright, indirect', water: 'Weekly', petSafe: true },
  { id: 6, name: 'ZZ plant', light: 'Low', water: 'Every 2 weeks', petSafe: false },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 160 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'water', headerName: 'Water', width: 130 },
  { field: 'petSafe', headerName: 'Pet safe', type: 'boolean', width: 90 },
];

export default function MultiFiltersSingleOnly() {
  const [singleFilter, setSingleFilter] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={singleFilter} onChange={(event) => setSingleFilter(event.target.checked)} />
        }
        label="disableMultipleColumnsFiltering"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          rows={plants}
          columns={columns}
          showToolbar
          disableMultipleColumnsFiltering={singleFilter}
        />
      </div>
    </Stack>
  );
}
