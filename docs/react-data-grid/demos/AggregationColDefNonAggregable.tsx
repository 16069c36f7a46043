import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
}

const orderLines: OrderLine[] = [
  { id: 1, product: 'A4 paper, 500 sheets', unitPrice: 5.9, quantity: 40 },
  { id: 2, product: 'Ballpoint pens, box of 50', unitPrice: 12.5, quantity: 6 },
  { id: 3, product: 'Toner cartridge, black', unitPrice: 64, quantity: 4 },
  { id: 4, product: 'Sticky notes, 12 pads', unitPrice: 8.75, quantity: 10 },
  { id: 5, product: 'Desk organiser', unitPrice: 19.9, quantity: 3 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'unitPrice',
    headerName: 'Unit price (€)',
    type: 'number',
    width: 140,
    // Users cannot change the function: a sum of unit prices would mean nothing.
    aggregable: false,
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(2)),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function AggregationColDefNonAggregable() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={orderLines}
        columns={columns}
        // The model still aggregates the column that users cannot aggregate.
        initialState={{ aggregation: { model: { unitPrice: 'avg', quantity: 'sum' } } }}
      />
    </div>
  );
}
