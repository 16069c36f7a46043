import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  location: string;
  temperature: number;
  humidity: number;
  battery: number;
}

const readings: Reading[] = [
  { id: 1, sensor: 'TH-101', location: 'Cold store 1', temperature: 3.8, humidity: 86, battery: 92 },
  { id: 2, sensor: 'TH-102', location: 'Cold store 2', temperature: 4.6, humidity: 81, battery: 47 },
  { id: 3, sensor: 'TH-205', location: 'Loading bay', temperature: 14.2, humidity: 63, battery: 75 },
  { id: 4, sensor: 'TH-311', location: 'Dry goods', temperature: 18.9, humidity: 44, battery: 18 },
];

// The menu shows each column's `description`, so every column has one.
const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 110, description: 'Serial number printed on the device.' },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 150, description: 'Where the sensor is mounted.' },
  {
    field: 'temperature',
    headerName: 'Temp (°C)',
    type: 'number',
    width: 120,
    description: 'Last reading. Cold stores must stay below 5 °C.',
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130, description: 'Relative humidity.' },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120, description: 'Replace below 20 %.' },
];

// A component of your own in the `columnMenu` slot: you decide everything the menu shows.
function SensorColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  return (
    // The container keeps the keyboard behaviour: arrow keys, Escape and Tab close the menu.
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <ListSubheader sx={{ lineHeight: 1.5, py: 1, maxWidth: 260 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {colDef.headerName}
        </Typography>
        <Typography variant="caption" component="span" color="text.secondary">
          {colDef.description}
        </Typography>
      </ListSubheader>
      {/* The grid's own items can be reused as building blocks. */}
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

export default function ColumnMenuFullyCustom() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={readings} columns={columns} hideFooter slots={{ columnMenu: SensorColumnMenu }} />
    </div>
  );
}
