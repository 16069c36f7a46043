import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';

const chores = [
  { id: 1, chore: 'Water the tomatoes', room: 'Balcony', minutes: 10 },
  { id: 2, chore: 'Descale the kettle', room: 'Kitchen', minutes: 15 },
  { id: 3, chore: 'Change the bed sheets', room: 'Bedroom', minutes: 20 },
  { id: 4, chore: 'Clean the oven', room: 'Kitchen', minutes: 45 },
  { id: 5, chore: 'Take out recycling', room: 'Hallway', minutes: 5 },
];

const columns: GridColDef[] = [
  { field: 'chore', headerName: 'Chore', flex: 1, minWidth: 180 },
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  // The built-in checkbox column, listed last so it shows at the end of each row.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 70 },
];

export default function RowSelectionCustomCheckboxColumn() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={chores}
        columns={columns}
        checkboxSelection
        // Props for Material UI's Checkbox, used by every checkbox of the grid.
        slotProps={{
          baseCheckbox: { material: { icon: <RadioButtonUncheckedIcon />, checkedIcon: <CheckCircleIcon /> } },
        }}
        hideFooter
      />
    </div>
  );
}
