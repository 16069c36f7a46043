import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridColDef } from '@mui/x-data-grid-premium';

interface Inspection {
  id: number;
  restaurant: string;
  hygiene: number;
  service: number;
  food: number;
}

const inspections: Inspection[] = [
  { id: 1, restaurant: 'Trattoria Sole', hygiene: 9, service: 7, food: 8 },
  { id: 2, restaurant: 'Noodle Bar 88', hygiene: 6, service: 8, food: 9 },
  { id: 3, restaurant: 'Le Petit Zinc', hygiene: 8, service: 9, food: 7 },
  { id: 4, restaurant: 'Green Bowl', hygiene: 10, service: 6, food: 6 },
  { id: 5, restaurant: 'Smokehouse 21', hygiene: 7, service: 7, food: 9 },
];

const columns: GridColDef<Inspection>[] = [
  { field: 'restaurant', headerName: 'Restaurant', flex: 1, minWidth: 150 },
  { field: 'hygiene', headerName: 'Hygiene', type: 'number', width: 110 },
  { field: 'service', headerName: 'Service', type: 'number', width: 110 },
  { field: 'food', headerName: 'Food', type: 'number', width: 110 },
];

// Scores out of 10 cannot be added up: every built-in function except `sum`.
const aggregationFunctions = Object.fromEntries(
  Object.entries(GRID_AGGREGATION_FUNCTIONS).filter(([name]) => name !== 'sum'),
);

export default function AggregationRemoveFunctionAllColumns() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={inspections}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { hygiene: 'avg', service: 'avg', food: 'avg' } } }}
      />
    </div>
  );
}
