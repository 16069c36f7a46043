import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Laptop {
  id: number;
  model: string;
  brand: string;
  price: number;
  weightKg: number;
}

const laptops: Laptop[] = [
  { id: 1, model: 'Air 13', brand: 'Northwind', price: 1099, weightKg: 1.24 },
  { id: 2, model: 'ProBook 14', brand: 'Contoso', price: 1549, weightKg: 1.4 },
  { id: 3, model: 'Studio 16', brand: 'Northwind', price: 2499, weightKg: 2.1 },
  { id: 4, model: 'Go 12', brand: 'Fabrikam', price: 649, weightKg: 1.1 },
  { id: 5, model: 'Creator 15', brand: 'Contoso', price: 1899, weightKg: 1.86 },
];

interface Range {
  min: number;
  max: number;
}

// The result is an object, not a number: the function formats it itself.
const range: GridAggregationFunction<number, Range | null> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : { min: Math.min(...numbers), max: Math.max(...numbers) };
  },
  valueFormatter: (value: Range | null) =>
    value ? `${value.min.toLocaleString()} – ${value.max.toLocaleString()}` : '',
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, range };

const columns: GridColDef<Laptop>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 120 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 150 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

export default function AggregationValueFormatter() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={laptops}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { price: 'range', weightKg: 'range' } } }}
      />
    </div>
  );
}
