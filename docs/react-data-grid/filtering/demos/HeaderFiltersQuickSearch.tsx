import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const recipes = [
  { id: 1, name: 'Shakshuka', cuisine: 'Middle Eastern', minutes: 30, vegetarian: true },
  { id: 2, name: 'Pad kra pao', cuisine: 'Thai', minutes: 20, vegetarian: false },
  { id: 3, name: 'Mushroom risotto', cuisine: 'Italian', minutes: 45, vegetarian: true },
  { id: 4, name: 'Chicken tikka masala', cuisine: 'Indian', minutes: 60, vegetarian: false },
  { id: 5, name: 'Black bean tacos', cuisine: 'Mexican', minutes: 25, vegetarian: true },
  { id: 6, name: 'Miso glazed salmon', cuisine: 'Japanese', minutes: 25, vegetarian: false },
  { id: 7, name: 'Spanakopita', cuisine: 'Greek', minutes: 75, vegetarian: true },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 120 },
];

export default function HeaderFiltersQuickSearch() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={recipes}
        columns={columns}
        headerFilters
        // The toolbar's search field works alongside the header filters.
        showToolbar
        // No operator menu: each column keeps its first operator.
        slots={{ headerFilterMenu: null }}
        // Show a clear button in each header filter that has a value.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: { filterModel: { items: [{ id: 'vegetarian', field: 'vegetarian', operator: 'is', value: true }] } },
        }}
      />
    </div>
  );
}
