import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  park: string;
  lengthKm: number;
  elevationM: number;
  rating: number;
}

const trails: Trail[] = [
  { id: 1, name: 'Angels Landing', park: 'Zion', lengthKm: 8.7, elevationM: 453, rating: 4.9 },
  { id: 2, name: 'Skyline Trail', park: 'Mount Rainier', lengthKm: 9.3, elevationM: 518, rating: 4.8 },
  { id: 3, name: 'Highline Trail', park: 'Glacier', lengthKm: 18.9, elevationM: 506, rating: 4.9 },
  { id: 4, name: 'Cascade Canyon', park: 'Grand Teton', lengthKm: 14.6, elevationM: 335, rating: 4.7 },
  { id: 5, name: 'Mist Trail', park: 'Yosemite', lengthKm: 4.8, elevationM: 305, rating: 4.8 },
  { id: 6, name: 'Sky Pond', park: 'Rocky Mountain', lengthKm: 14.5, elevationM: 521, rating: 3.9 },
  { id: 7, name: 'Navajo Loop', park: 'Bryce Canyon', lengthKm: 2.2, elevationM: 167, rating: 4.6 },
  { id: 8, name: 'Delicate Arch', park: 'Arches', lengthKm: 5.0, elevationM: 147, rating: 3.8 },
  { id: 9, name: 'Grinnell Glacier', park: 'Glacier', lengthKm: 16.6, elevationM: 488, rating: 4.9 },
  { id: 10, name: 'Emerald Lake', park: 'Rocky Mountain', lengthKm: 5.8, elevationM: 198, rating: 4.5 },
  { id: 11, name: 'Observation Point', park: 'Zion', lengthKm: 12.9, elevationM: 640, rating: 4.8 },
  { id: 12, name: 'Hidden Lake', park: 'Glacier', lengthKm: 8.6, elevationM: 236, rating: 4.4 },
];

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 150 },
  { field: 'park', headerName: 'Park', width: 140 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 110 },
  { field: 'elevationM', headerName: 'Elevation gain (m)', type: 'number', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

// Read once, when the grid mounts. After that, the user changes the view freely.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'lengthKm', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4.5 }] } },
  pagination: { paginationModel: { pageSize: 5 } },
  columns: { columnVisibilityModel: { elevationM: false } },
  density: 'compact',
};

export default function StateInitialState() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={trails} columns={columns} initialState={initialState} pageSizeOptions={[5, 10]} />
    </Box>
  );
}
