import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  method: string;
  minutes: number;
  tags: string[];
}

const rows: Recipe[] = [
  { id: 1, name: 'Shakshuka', cuisine: 'North African', method: 'Soften onion and pepper, add tomatoes and spices, then poach the eggs in the sauce with the lid on.', minutes: 30, tags: ['Vegetarian', 'One pan'] },
  { id: 2, name: 'Pad kra pao', cuisine: 'Thai', method: 'Stir-fry garlic and chilli, add minced pork and the sauces, finish with holy basil.', minutes: 20, tags: ['Quick'] },
  { id: 3, name: 'Ratatouille', cuisine: 'French', method: 'Cook each vegetable on its own until golden, then simmer them together with herbs for a long time so the flavours blend.', minutes: 90, tags: ['Vegan', 'Make ahead', 'Gluten free', 'Freezes well'] },
  { id: 4, name: 'Arepas', cuisine: 'Venezuelan', method: 'Knead pre-cooked corn flour with water and salt, shape and griddle.', minutes: 35, tags: ['Gluten free'] },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', width: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  // Long text wraps, and the row grows to fit it.
  {
    field: 'method',
    headerName: 'Method',
    width: 320,
    renderCell: ({ value }) => <div style={{ whiteSpace: 'normal', padding: '8px 0' }}>{value}</div>,
  },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
  {
    field: 'tags',
    headerName: 'Tags',
    width: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, py: 1 }}>
        {row.tags.map((tag) => (
          <Chip key={tag} label={tag} size="small" />
        ))}
      </Stack>
    ),
  },
];

export default function ColumnPinningRowHeight() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Every row is as tall as its tallest cell, pinned or not.
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['name'], right: ['tags'] } }}
        hideFooter
      />
    </div>
  );
}
