import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const products = [
  { id: 1, name: 'Trail running shoes', brand: 'Nordpeak', price: 129, rating: 4.6 },
  { id: 2, name: 'Merino base layer', brand: 'Fjellwool', price: 74, rating: 4.8 },
  { id: 3, name: 'Insulated bottle', brand: 'Canyon Gear', price: 32, rating: 4.3 },
  { id: 4, name: 'Rain shell jacket', brand: 'Nordpeak', price: 219, rating: 4.1 },
  { id: 5, name: 'Hiking poles', brand: 'Alpenstep', price: 89, rating: 4.5 },
  { id: 6, name: 'Headlamp 400 lm', brand: 'Canyon Gear', price: 45, rating: 4.7 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'brand', headerName: 'Brand', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const presets: Record<string, { label: string; model: GridSortModel }> = {
  featured: { label: 'Featured', model: [] },
  priceAsc: { label: 'Price: low to high', model: [{ field: 'price', sort: 'asc' }] },
  priceDesc: { label: 'Price: high to low', model: [{ field: 'price', sort: 'desc' }] },
  rating: { label: 'Best rated', model: [{ field: 'rating', sort: 'desc' }] },
};

// Finds the preset that matches the model, so a header click also updates the menu.
function presetOf(model: GridSortModel): string {
  const key = Object.keys(presets).find((name) => JSON.stringify(presets[name].model) === JSON.stringify(model));
  return key ?? 'custom';
}

export default function SortingControlled() {
  // Your state is the source of truth: the grid shows it and reports changes to it.
  const [sortModel, setSortModel] = useState<GridSortModel>(presets.rating.model);

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={presetOf(sortModel)}
        onChange={(event) => setSortModel(presets[event.target.value].model)}
        sx={{ width: 220 }}
      >
        {Object.entries(presets).map(([name, preset]) => (
          <MenuItem key={name} value={name}>
            {preset.label}
          </MenuItem>
        ))}
        <MenuItem value="custom" disabled>
          Other (set from a header)
        </MenuItem>
      </TextField>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={products} columns={columns} sortModel={sortModel} onSortModelChange={setSortModel} hideFooter />
      </div>
    </Stack>
  );
}
