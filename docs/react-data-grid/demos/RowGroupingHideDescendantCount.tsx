import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  course: string;
  minutes: number;
}

const recipes: Recipe[] = [
  { id: 1, dish: 'Pad thai', cuisine: 'Thai', course: 'Main', minutes: 30 },
  { id: 2, dish: 'Tom yum soup', cuisine: 'Thai', course: 'Starter', minutes: 25 },
  { id: 3, dish: 'Mango sticky rice', cuisine: 'Thai', course: 'Dessert', minutes: 40 },
  { id: 4, dish: 'Shakshuka', cuisine: 'Middle Eastern', course: 'Main', minutes: 35 },
  { id: 5, dish: 'Hummus', cuisine: 'Middle Eastern', course: 'Starter', minutes: 15 },
  { id: 6, dish: 'Ratatouille', cuisine: 'French', course: 'Main', minutes: 60 },
  { id: 7, dish: 'Crème brûlée', cuisine: 'French', course: 'Dessert', minutes: 50 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'course', headerName: 'Course', width: 110 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function RowGroupingHideDescendantCount() {
  const [hideCount, setHideCount] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />}
        label="hideDescendantCount"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={recipes}
          columns={columns}
          groupingColDef={{ hideDescendantCount: hideCount }}
          initialState={{ rowGrouping: { model: ['cuisine'] } }}
        />
      </div>
    </Stack>
  );
}
