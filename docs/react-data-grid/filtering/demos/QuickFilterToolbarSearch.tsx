import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const restaurants = [
  { id: 1, name: 'Tasca do Chico', cuisine: 'Portuguese', city: 'Lisbon', rating: 4.6, seats: 40 },
  { id: 2, name: 'Baan Thai', cuisine: 'Thai', city: 'Lisbon', rating: 4.3, seats: 55 },
  { id: 3, name: 'Osteria Bacco', cuisine: 'Italian', city: 'Porto', rating: 4.5, seats: 60 },
  { id: 4, name: 'Sakura Garden', cuisine: 'Japanese', city: 'Madrid', rating: 4.7, seats: 32 },
  { id: 5, name: 'Casa Lucio', cuisine: 'Spanish', city: 'Madrid', rating: 4.4, seats: 90 },
  { id: 6, name: 'Lotus Thai Kitchen', cuisine: 'Thai', city: 'Porto', rating: 4.1, seats: 28 },
  { id: 7, name: 'Cervejaria Ramiro', cuisine: 'Seafood', city: 'Lisbon', rating: 4.8, seats: 120 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Restaurant', flex: 1, minWidth: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function QuickFilterToolbarSearch() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={columns}
        // The default toolbar includes the quick filter.
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['lisbon'] } },
        }}
      />
    </div>
  );
}
