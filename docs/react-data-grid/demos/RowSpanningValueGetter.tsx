import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  orderId: string;
  customer: string;
  item: string;
  quantity: number;
}

// Two orders in a row come from the same customer.
const rows: OrderLine[] = [
  { id: 1, orderId: 'SO-301', customer: 'Kofi Boateng', item: 'Espresso beans 1kg', quantity: 2 },
  { id: 2, orderId: 'SO-301', customer: 'Kofi Boateng', item: 'Paper filters', quantity: 2 },
  { id: 3, orderId: 'SO-302', customer: 'Kofi Boateng', item: 'Milk frother', quantity: 1 },
  { id: 4, orderId: 'SO-303', customer: 'Elena Popescu', item: 'Pour-over kettle', quantity: 1 },
  { id: 5, orderId: 'SO-303', customer: 'Elena Popescu', item: 'Hand grinder', quantity: 1 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 90 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 150,
    // Compare customer *and* order, so a span never covers two orders.
    rowSpanValueGetter: (value, row) => `${row.orderId}:${value}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 70,
    // Equal quantities are not related: never merge them.
    rowSpanValueGetter: (_value, row) => row.id,
  },
];

export default function RowSpanningValueGetter() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder />
    </div>
  );
}
