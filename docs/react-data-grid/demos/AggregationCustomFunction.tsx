import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Delivery {
  id: number;
  courier: string;
  district: string;
  minutes: number;
}

const deliveries: Delivery[] = [
  { id: 1, courier: 'Ahmed', district: 'Centre', minutes: 18 },
  { id: 2, courier: 'Bea', district: 'Harbour', minutes: 26 },
  { id: 3, courier: 'Ahmed', district: 'Old Town', minutes: 22 },
  { id: 4, courier: 'Chen', district: 'Centre', minutes: 95 },
  { id: 5, courier: 'Bea', district: 'University', minutes: 31 },
  { id: 6, courier: 'Chen', district: 'Harbour', minutes: 24 },
];

// The middle value: unlike the average, one very late delivery barely moves it.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  },
};

// Keep the built-in functions and add one. Defined once, outside the component, so it stays the same object.
const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

const columns: GridColDef<Delivery>[] = [
  { field: 'courier', headerName: 'Courier', width: 110 },
  { field: 'district', headerName: 'District', flex: 1, minWidth: 120 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 130 },
];

export default function AggregationCustomFunction() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={deliveries}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { minutes: 'median' } } }}
      />
    </div>
  );
}
