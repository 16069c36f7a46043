import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  rep: string;
  product: string;
  units: number;
  revenue: number;
}

const sales: Sale[] = [
  { id: 1, region: 'North', rep: 'Hannah Fischer', product: 'Standing desk', units: 14, revenue: 6986 },
  { id: 2, region: 'North', rep: 'Hannah Fischer', product: 'Monitor arm', units: 32, revenue: 2528 },
  { id: 3, region: 'North', rep: 'Oskar Nowak', product: 'Office chair', units: 9, revenue: 3141 },
  { id: 4, region: 'South', rep: 'Beatriz Costa', product: 'Standing desk', units: 6, revenue: 2994 },
  { id: 5, region: 'South', rep: 'Beatriz Costa', product: 'Desk lamp', units: 41, revenue: 1599 },
  { id: 6, region: 'South', rep: 'Yusuf Demir', product: 'Office chair', units: 17, revenue: 5933 },
  { id: 7, region: 'West', rep: 'Chloe Martin', product: 'Monitor arm', units: 22, revenue: 1738 },
  { id: 8, region: 'West', rep: 'Chloe Martin', product: 'Standing desk', units: 11, revenue: 5489 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'rep', headerName: 'Sales rep', width: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function SalesByRegionGrid() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['region'] },
          // The group rows already show the region, so hide its own column.
          columns: { columnVisibilityModel: { region: false } },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
        }}
      />
    </div>
  );
}
