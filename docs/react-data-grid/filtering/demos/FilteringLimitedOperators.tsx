import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';

const products = [
  { id: 1, name: 'Oak desk organiser', category: 'Office', price: 34, stock: 120 },
  { id: 2, name: 'Linen table runner', category: 'Home', price: 27, stock: 45 },
  { id: 3, name: 'Ceramic pour-over set', category: 'Kitchen', price: 48, stock: 18 },
  { id: 4, name: 'Wool desk mat', category: 'Office', price: 59, stock: 0 },
  { id: 5, name: 'Cast iron skillet', category: 'Kitchen', price: 72, stock: 32 },
  { id: 6, name: 'Rattan floor lamp', category: 'Home', price: 139, stock: 7 },
];

// Keep two of the built-in string operators.
const nameOperators = getGridStringOperators().filter(
  (operator) => operator.value === 'contains' || operator.value === 'startsWith',
);

// Keep two numeric operators and give them friendlier labels.
const priceOperators = getGridNumericOperators()
  .filter((operator) => operator.value === '<=' || operator.value === '>=')
  .map((operator) => ({ ...operator, label: operator.value === '<=' ? 'at most' : 'at least' }));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, filterOperators: nameOperators },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Home', 'Kitchen', 'Office'],
    width: 120,
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 100,
    filterOperators: priceOperators,
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function FilteringLimitedOperators() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'price', operator: '<=', value: 60 }] } },
        }}
      />
    </div>
  );
}
