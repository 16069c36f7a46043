import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const medications = [
  { id: 1, name: 'Amoxicillin', dose: '500 mg', schedule: 'Every 8 hours', withFood: true },
  { id: 2, name: 'Ibuprofen', dose: '400 mg', schedule: 'As needed, max 3 a day', withFood: true },
  { id: 3, name: 'Levothyroxine', dose: '50 µg', schedule: 'Morning, before breakfast', withFood: false },
  { id: 4, name: 'Vitamin D3', dose: '1,000 IU', schedule: 'Once a day', withFood: true },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Medication', flex: 1, minWidth: 140 },
  { field: 'dose', headerName: 'Dose', width: 100 },
  { field: 'schedule', headerName: 'When', flex: 1, minWidth: 190 },
  { field: 'withFood', headerName: 'With food', type: 'boolean', width: 100 },
];

export default function AccessibilityDensityToggle() {
  const [density, setDensity] = useState<GridDensity>('comfortable');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Row spacing"
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          label="Medication schedule"
          rows={medications}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
        />
      </div>
    </Stack>
  );
}
