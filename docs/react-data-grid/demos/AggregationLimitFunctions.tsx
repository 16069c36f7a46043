import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Listing {
  id: number;
  address: string;
  bedrooms: number;
  areaM2: number;
  price: number;
  yearBuilt: number;
}

const listings: Listing[] = [
  { id: 1, address: '12 Rue des Lilas', bedrooms: 2, areaM2: 54, price: 289000, yearBuilt: 1932 },
  { id: 2, address: '4 Avenue Foch', bedrooms: 4, areaM2: 131, price: 915000, yearBuilt: 1905 },
  { id: 3, address: '87 Quai de Seine', bedrooms: 1, areaM2: 38, price: 214000, yearBuilt: 1978 },
  { id: 4, address: '23 Rue Oberkampf', bedrooms: 3, areaM2: 76, price: 468000, yearBuilt: 1899 },
  { id: 5, address: '9 Place Monge', bedrooms: 2, areaM2: 61, price: 402000, yearBuilt: 2011 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'bedrooms', headerName: 'Beds', type: 'number', width: 90, availableAggregationFunctions: ['min', 'max'] },
  // No restriction: every function for numbers.
  { field: 'areaM2', headerName: 'Area (m²)', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    availableAggregationFunctions: ['avg', 'min', 'max'],
  },
  {
    field: 'yearBuilt',
    headerName: 'Built',
    type: 'number',
    width: 100,
    // The oldest and the newest building; a sum or an average of years means nothing.
    availableAggregationFunctions: ['min', 'max'],
    valueFormatter: (value?: number) => value ?? '',
  },
];

export default function AggregationLimitFunctions() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={listings}
        columns={columns}
        initialState={{ aggregation: { model: { price: 'avg', areaM2: 'sum', yearBuilt: 'min' } } }}
      />
    </div>
  );
}
