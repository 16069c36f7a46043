import Stack from '@mui/material/Stack';
import AirIcon from '@mui/icons-material/Air';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

const readings = [
  { id: 1, city: 'Bergen', temperature: 9.4, rainfall: 12.6, wind: 31 },
  { id: 2, city: 'Marseille', temperature: 21.8, rainfall: 0, wind: 44 },
  { id: 3, city: 'Kraków', temperature: 14.1, rainfall: 3.2, wind: 12 },
  { id: 4, city: 'Galway', temperature: 11.7, rainfall: 8.9, wind: 38 },
  { id: 5, city: 'Seville', temperature: 27.5, rainfall: 0, wind: 9 },
];

// One header renderer shared by three columns: an icon, then the header name.
const withIcon = (Icon: SvgIconComponent) =>
  function IconHeader(params: GridColumnHeaderParams) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Icon fontSize="small" color="action" />
        <strong>{params.colDef.headerName}</strong>
      </Stack>
    );
  };

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120, description: 'Weather station location' },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 140,
    renderHeader: withIcon(ThermostatIcon),
  },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 140, renderHeader: withIcon(WaterDropIcon) },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 140, renderHeader: withIcon(AirIcon) },
];

export default function ColumnHeaderRender() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={readings} columns={columns} hideFooter />
    </div>
  );
}
