import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import WidthNormalIcon from '@mui/icons-material/WidthNormal';
import { DataGrid, useGridApiContext, type GridColDef, type GridColumnMenuItemProps } from '@mui/x-data-grid';

interface Plant {
  id: number;
  commonName: string;
  latinName: string;
  light: string;
  watering: string;
  height: number;
}

const plants: Plant[] = [
  {
    id: 1,
    commonName: 'Swiss cheese plant',
    latinName: 'Monstera deliciosa',
    light: 'Bright, indirect',
    watering: 'When the top 5 cm are dry',
    height: 300,
  },
  {
    id: 2,
    commonName: 'Snake plant',
    latinName: 'Dracaena trifasciata',
    light: 'Low to bright',
    watering: 'Every 3–4 weeks',
    height: 90,
  },
  {
    id: 3,
    commonName: 'Fiddle-leaf fig',
    latinName: 'Ficus lyrata',
    light: 'Bright, indirect',
    watering: 'Weekly',
    height: 180,
  },
  {
    id: 4,
    commonName: 'Peace lily',
    latinName: 'Spathiphyllum wallisii',
    light: 'Shade',
    watering: 'When the leaves droop slightly',
    height: 60,
  },
];

// Narrow on purpose: open a column menu and choose "Fit to content".
const columns: GridColDef<Plant>[] = [
  { field: 'commonName', headerName: 'Common name', width: 120 },
  { field: 'latinName', headerName: 'Latin name', width: 120 },
  { field: 'light', headerName: 'Light', width: 110 },
  { field: 'watering', headerName: 'Watering', width: 130 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 110 },
];

// Every menu item receives the column (`colDef`) and `onClick`, which closes the menu.
function FitToContentItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <WidthNormalIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

export default function ColumnMenuAddItem() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={plants}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            // A slot name that the grid does not know adds an item to every column menu.
            slots: { columnMenuFitItem: FitToContentItem },
            // Between filtering (20) and the columns items (30).
            slotProps: { columnMenuFitItem: { displayOrder: 25 } },
          },
        }}
      />
    </div>
  );
}
