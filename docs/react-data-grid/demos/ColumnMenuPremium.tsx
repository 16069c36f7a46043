import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const orders: Order[] = [
  { id: 1, region: 'North', product: 'Espresso machine', units: 12, revenue: 5388 },
  { id: 2, region: 'North', product: 'Burr grinder', units: 30, revenue: 4470 },
  { id: 3, region: 'South', product: 'Espresso machine', units: 7, revenue: 3143 },
  { id: 4, region: 'South', product: 'Milk frother', units: 45, revenue: 2655 },
  { id: 5, region: 'West', product: 'Burr grinder', units: 18, revenue: 2682 },
  { id: 6, region: 'West', product: 'Milk frother', units: 26, revenue: 1534 },
];

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 140 },
];

// No menu configuration: the Premium grid adds pinning, aggregation, grouping and pivot items by itself.
export default function ColumnMenuPremium() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium rows={orders} columns={columns} />
    </div>
  );
}
