import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  quarter: string;
  revenue: number;
}

// One row per region, product and quarter of 2025.
const sales: Sale[] = [
  { id: 1, region: 'North', product: 'Espresso machine', quarter: 'Q1', revenue: 18400 },
  { id: 2, region: 'North', product: 'Coffee grinder', quarter: 'Q1', revenue: 6200 },
  { id: 3, region: 'North', product: 'Espresso machine', quarter: 'Q2', revenue: 21300 },
  { id: 4, region: 'North', product: 'Coffee grinder', quarter: 'Q2', revenue: 5900 },
  { id: 5, region: 'South', product: 'Espresso machine', quarter: 'Q1', revenue: 12750 },
  { id: 6, region: 'South', product: 'Milk frother', quarter: 'Q1', revenue: 3100 },
  { id: 7, region: 'South', product: 'Espresso machine', quarter: 'Q2', revenue: 14900 },
  { id: 8, region: 'South', product: 'Milk frother', quarter: 'Q2', revenue: 3650 },
  { id: 9, region: 'West', product: 'Coffee grinder', quarter: 'Q1', revenue: 7300 },
  { id: 10, region: 'West', product: 'Milk frother', quarter: 'Q1', revenue: 2800 },
  { id: 11, region: 'West', product: 'Coffee grinder', quarter: 'Q2', revenue: 8150 },
  { id: 12, region: 'West', product: 'Espresso machine', quarter: 'Q2', revenue: 16600 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    // In pivot mode, cells with no matching rows pass `undefined`.
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

// Regions become rows, quarters become columns, revenue is summed in each cell.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'quarter', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function QuarterlyRevenuePivot() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </div>
  );
}
