import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const bikes = [
  { id: 1, model: 'Trailblazer 29', type: 'Mountain', weightKg: 13.4, price: 1890 },
  { id: 2, model: 'Cityline 7', type: 'Urban', weightKg: 15.1, price: 720 },
  { id: 3, model: 'Aero SL', type: 'Road', weightKg: 7.9, price: 3450 },
  { id: 4, model: 'Gravel Pro 2', type: 'Gravel', weightKg: 9.6, price: 2190 },
  { id: 5, model: 'Folda Mini', type: 'Folding', weightKg: 11.2, price: 980 },
  { id: 6, model: 'Cargo Duo', type: 'Cargo', weightKg: 29.5, price: 4100 },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 140 },
  { field: 'type', headerName: 'Type', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function StyleSxSelectors() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={bikes}
        columns={columns}
        sx={{
          // The root element: the grid's outer border.
          borderColor: 'primary.main',
          // Nested parts: use the class names from `gridClasses`.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            fontSize: 12,
          },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'primary.main', color: 'primary.contrastText' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outlineColor: 'secondary.main',
            outlineWidth: 2,
          },
          // A plain class name string works the same way.
          '& .MuiDataGrid-footerContainer': { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
