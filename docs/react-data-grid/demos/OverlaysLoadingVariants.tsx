import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridLoadingOverlayVariant } from '@mui/x-data-grid';

const stations = [
  { id: 1, station: 'Bergen Florida', temperature: 7.4, wind: 5.1, rain: 2.2 },
  { id: 2, station: 'Reykjavík', temperature: 3.9, wind: 9.8, rain: 0.6 },
  { id: 3, station: 'Valentia', temperature: 11.2, wind: 7.3, rain: 4.1 },
  { id: 4, station: 'De Bilt', temperature: 9.6, wind: 3.4, rain: 0 },
  { id: 5, station: 'Hohenpeißenberg', temperature: 4.8, wind: 2.9, rain: 1.3 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (m/s)', type: 'number', width: 110 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 100 },
];

export default function OverlaysLoadingVariants() {
  const [variant, setVariant] = useState<GridLoadingOverlayVariant>('skeleton');
  const [loading, setLoading] = useState(true);
  const [hasRows, setHasRows] = useState(true);

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, value: GridLoadingOverlayVariant | null) => value && setVariant(value)}
      >
        <ToggleButton value="skeleton">skeleton</ToggleButton>
        <ToggleButton value="linear-progress">linear-progress</ToggleButton>
        <ToggleButton value="circular-progress">circular-progress</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={hasRows ? stations : []}
          columns={columns}
          loading={loading}
          // `variant` applies when the grid has rows, `noRowsVariant` when it has none.
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
