import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

interface Order {
  id: string;
  orderDate: string;
  category: string;
  amount: number;
}

const orders: Order[] = [
  { id: 'SO-1001', orderDate: '2024-02-12', category: 'Furniture', amount: 1240 },
  { id: 'SO-1002', orderDate: '2024-05-20', category: 'Lighting', amount: 310 },
  { id: 'SO-1003', orderDate: '2024-08-14', category: 'Furniture', amount: 2180 },
  { id: 'SO-1004', orderDate: '2024-11-18', category: 'Lighting', amount: 455 },
  { id: 'SO-1005', orderDate: '2025-01-15', category: 'Furniture', amount: 1630 },
  { id: 'SO-1006', orderDate: '2025-04-16', category: 'Textiles', amount: 290 },
  { id: 'SO-1007', orderDate: '2025-06-11', category: 'Lighting', amount: 520 },
  { id: 'SO-1008', orderDate: '2025-09-17', category: 'Textiles', amount: 365 },
  { id: 'SO-1009', orderDate: '2025-10-14', category: 'Furniture', amount: 2470 },
];

const columns: GridColDef<Order>[] = [
  // Order numbers are unique: grouping by them makes no sense, so hide them from the pivot panel.
  { field: 'id', headerName: 'Order', width: 100, pivotable: false },
  {
    field: 'orderDate',
    headerName: 'Order date',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

// `orderDate-year` and `orderDate-quarter` are derived from the date column by the grid.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [
    { field: 'orderDate-year', sort: 'asc' },
    { field: 'orderDate-quarter', sort: 'asc' },
  ],
  values: [{ field: 'amount', aggFunc: 'sum' }],
};

export default function OrderDatePivotGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        // Applied to every generated value column.
        pivotingColDef={{ width: 90, headerName: 'Total' }}
      />
    </div>
  );
}
