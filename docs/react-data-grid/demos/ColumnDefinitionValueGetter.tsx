import dayjs from 'dayjs';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
  deliveryDate: string; // ISO date, as an API would send it
}

const lines: OrderLine[] = [
  { id: 1, product: 'Oak dining table', unitPrice: 640, quantity: 1, deliveryDate: '2025-06-12' },
  { id: 2, product: 'Linen cushion cover', unitPrice: 24.5, quantity: 6, deliveryDate: '2025-05-28' },
  { id: 3, product: 'Ceramic table lamp', unitPrice: 89, quantity: 2, deliveryDate: '2025-06-03' },
  { id: 4, product: 'Wool rug, 160 × 230 cm', unitPrice: 315, quantity: 1, deliveryDate: '2025-07-01' },
  { id: 5, product: 'Walnut bookshelf', unitPrice: 420, quantity: 2, deliveryDate: '2025-06-20' },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    // Formatting only: sorting and filtering still use the number.
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    // `total` is not a property of the rows: the value getter computes it from the row.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.unitPrice * row.quantity,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'deliveryDate',
    headerName: 'Delivery',
    type: 'date',
    width: 130,
    // Date columns need Date objects: convert the ISO string.
    valueGetter: (value: string) => dayjs(value).toDate(),
    valueFormatter: (value: Date) => dayjs(value).format('ddd D MMM'),
  },
];

export default function ColumnDefinitionValueGetter() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={lines}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </div>
  );
}
