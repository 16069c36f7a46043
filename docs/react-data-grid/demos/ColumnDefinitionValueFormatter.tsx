import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Fund {
  id: number;
  name: string;
  price: number;
  change: number; // a fraction: 0.0123 is 1.23 %
  assets: number;
}

const funds: Fund[] = [
  { id: 1, name: 'Global Equity Index', price: 142.37, change: 0.0123, assets: 8_420_000_000 },
  { id: 2, name: 'European Bond', price: 98.4, change: -0.0031, assets: 1_260_000_000 },
  { id: 3, name: 'Emerging Markets', price: 31.05, change: -0.0214, assets: 640_000_000 },
  { id: 4, name: 'Clean Energy', price: 12.88, change: 0.0402, assets: 215_000_000 },
  { id: 5, name: 'Short-Term Money Market', price: 1.0, change: 0.0001, assets: 12_900_000_000 },
];

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', style: 'currency', currency: 'EUR' });

const columns: GridColDef<Fund>[] = [
  { field: 'name', headerName: 'Fund', flex: 1, minWidth: 200 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => price.format(value),
  },
  {
    field: 'change',
    headerName: 'Day change',
    type: 'number',
    width: 120,
    // 0.0123 is shown as "+1.23%", but the rows still sort by 0.0123.
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'assets',
    headerName: 'Assets',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => compact.format(value),
  },
];

export default function ColumnDefinitionValueFormatter() {
  return (
    <div style={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={funds}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'desc' }] } }}
      />
    </div>
  );
}
