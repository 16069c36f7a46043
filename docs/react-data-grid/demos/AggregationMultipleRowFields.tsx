import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Purchase {
  id: number;
  supplier: string;
  quantity: number;
  unitPrice: number;
}

// The same coffee beans, bought in very different quantities.
const purchases: Purchase[] = [
  { id: 1, supplier: 'Finca La Esperanza', quantity: 1200, unitPrice: 7.2 },
  { id: 2, supplier: 'Kivu Cooperative', quantity: 150, unitPrice: 11.8 },
  { id: 3, supplier: 'Sidamo Growers', quantity: 800, unitPrice: 8.1 },
  { id: 4, supplier: 'Huila Microlot', quantity: 60, unitPrice: 14.5 },
  { id: 5, supplier: 'Minas Estates', quantity: 2000, unitPrice: 6.4 },
];

interface PriceAndQuantity {
  unitPrice: number;
  quantity: number;
}

// The average price of one kilogram, where each purchase weighs as much as its quantity.
const weightedAvg: GridAggregationFunction<PriceAndQuantity, number | null> = {
  label: 'weighted avg',
  columnTypes: ['number'],
  // Called for each row: hands `apply` two fields of the row instead of the cell value.
  getCellValue: ({ row }) => ({ unitPrice: row.unitPrice, quantity: row.quantity }),
  apply: ({ values }) => {
    let totalPrice = 0;
    let totalQuantity = 0;
    values.forEach((value) => {
      if (value) {
        totalPrice += value.unitPrice * value.quantity;
        totalQuantity += value.quantity;
      }
    });
    return totalQuantity === 0 ? null : totalPrice / totalQuantity;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, weightedAvg };

const columns: GridColDef<Purchase>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Quantity (kg)', type: 'number', width: 130 },
  {
    field: 'unitPrice',
    headerName: 'Price per kg ($)',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(2)),
  },
];

export default function AggregationMultipleRowFields() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={purchases}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { quantity: 'sum', unitPrice: 'weightedAvg' } } }}
      />
    </div>
  );
}
