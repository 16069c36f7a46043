import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const recipes = [
  { id: 1, name: 'Mushroom risotto', tags: 'vegetarian, gluten-free', minutes: 40 },
  { id: 2, name: 'Chickpea curry', tags: 'vegan, gluten-free', minutes: 30 },
  { id: 3, name: 'Chicken tagine', tags: 'gluten-free', minutes: 75 },
  { id: 4, name: 'Spinach and ricotta cannelloni', tags: 'vegetarian', minutes: 60 },
  { id: 5, name: 'Tofu pad thai', tags: 'vegan', minutes: 25 },
  { id: 6, name: 'Fish tacos', tags: '', minutes: 20 },
  { id: 7, name: 'Lentil shepherd’s pie', tags: 'vegan', minutes: 70 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 190 },
  { field: 'tags', headerName: 'Tags', width: 170 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
];

const diets = ['vegetarian', 'vegan', 'gluten-free'];

export default function QuickFilterSetValues() {
  const apiRef = useGridApiRef();
  // A copy of the search values, kept up to date by `onFilterModelChange`.
  const [values, setValues] = useState<string[]>(['gluten-free']);

  const toggle = (diet: string) => {
    const next = values.includes(diet)
      ? values.filter((value) => value !== diet)
      : [...values, diet];
    // Replaces the search values and keeps the rest of the filter model.
    apiRef.current?.setQuickFilterValues(next);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {diets.map((diet) => (
          <Chip
            key={diet}
            label={diet}
            color={values.includes(diet) ? 'primary' : 'default'}
            onClick={() => toggle(diet)}
          />
        ))}
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={recipes}
          columns={columns}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [], quickFilterValues: ['gluten-free'] } },
          }}
          onFilterModelChange={(model) => setValues(model.quickFilterValues ?? [])}
        />
      </div>
    </Stack>
  );
}
