import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const recipes = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, servings: 4 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, servings: 2 },
  { id: 3, dish: 'Pierogi ruskie', cuisine: 'Polish', minutes: 90, servings: 6 },
  { id: 4, dish: 'Chana masala', cuisine: 'Indian', minutes: 45, servings: 4 },
  { id: 5, dish: 'Ratatouille', cuisine: 'French', minutes: 75, servings: 6 },
  { id: 6, dish: 'Bibimbap', cuisine: 'Korean', minutes: 50, servings: 2 },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 90 },
];

export default function ComponentsToolbarOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={columns}
        // Shows the default toolbar; `label` puts a title in it.
        showToolbar
        label="Weeknight recipes"
        slotProps={{
          toolbar: {
            quickFilterProps: { debounceMs: 300 },
            csvOptions: { fileName: 'recipes', delimiter: ';' },
            // Leaves only "Download as CSV" in the export menu.
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
