import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const hotels = [
  { id: 1, name: 'Casa do Rio', city: 'Porto', pricePerNight: 118, rating: 4.6, rooms: 24 },
  { id: 2, name: 'Hotel Alpenblick', city: 'Innsbruck', pricePerNight: 142, rating: 4.8, rooms: 51 },
  { id: 3, name: 'The Quayside', city: 'Galway', pricePerNight: 96, rating: 4.2, rooms: 33 },
  { id: 4, name: 'Ryokan Hanami', city: 'Kyoto', pricePerNight: 210, rating: 4.9, rooms: 12 },
  { id: 5, name: 'Hostal La Plaza', city: 'Seville', pricePerNight: 74, rating: 4.1, rooms: 18 },
  { id: 6, name: 'Nordlys Lodge', city: 'Tromsø', pricePerNight: 165, rating: 4.5, rooms: 20 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'pricePerNight', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
];

export default function ControlledSortGrid() {
  // Controlled: this component owns the sort model, and the grid reports changes back.
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'pricePerNight', sort: 'asc' }]);
  const sortedBy = sortModel[0]?.field ?? null;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sortedBy}
        onChange={(_event, field: string | null) =>
          setSortModel(field ? [{ field, sort: field === 'rating' ? 'desc' : 'asc' }] : [])
        }
      >
        <ToggleButton value="pricePerNight">Cheapest first</ToggleButton>
        <ToggleButton value="rating">Best rated first</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={hotels}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          // Uncontrolled: the grid starts with these values, then manages them itself.
          initialState={{
            columns: { columnVisibilityModel: { rooms: false } },
            pagination: { paginationModel: { pageSize: 5 } },
          }}
          pageSizeOptions={[5, 10]}
        />
      </div>
    </Stack>
  );
}
