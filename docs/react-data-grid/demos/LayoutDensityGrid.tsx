import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const stations = [
  { id: 1, station: 'Reykjavík', temperature: 4.2, wind: 38, humidity: 81 },
  { id: 2, station: 'Oslo', temperature: 7.9, wind: 14, humidity: 72 },
  { id: 3, station: 'Edinburgh', temperature: 10.1, wind: 27, humidity: 85 },
  { id: 4, station: 'Valencia', temperature: 19.6, wind: 11, humidity: 64 },
  { id: 5, station: 'Athens', temperature: 22.3, wind: 9, humidity: 48 },
  { id: 6, station: 'Nicosia', temperature: 25.8, wind: 7, humidity: 41 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function LayoutDensityGrid() {
  const [density, setDensity] = useState<GridDensity>('compact');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 460, width: '100%' }}>
        <DataGrid rows={stations} columns={columns} density={density} onDensityChange={setDensity} hideFooter />
      </div>
    </Stack>
  );
}
