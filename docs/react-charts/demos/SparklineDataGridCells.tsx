import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

type ProductRow = {
  id: number;
  product: string;
  unitsSold: number;
  dailySales: number[];
};

// Units sold per day over the last two weeks.
const rows: ProductRow[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    unitsSold: 412,
    dailySales: [24, 27, 25, 31, 29, 35, 33, 28, 26, 30, 32, 36, 27, 29],
  },
  {
    id: 2,
    product: 'Rain jacket',
    unitsSold: 188,
    dailySales: [8, 9, 21, 24, 18, 10, 9, 8, 11, 22, 19, 12, 9, 8],
  },
  {
    id: 3,
    product: 'Insulated bottle',
    unitsSold: 301,
    dailySales: [19, 20, 22, 21, 23, 22, 20, 21, 22, 23, 21, 22, 22, 23],
  },
  {
    id: 4,
    product: 'Headlamp',
    unitsSold: 97,
    dailySales: [12, 10, 9, 8, 8, 7, 7, 6, 6, 5, 5, 5, 4, 5],
  },
];

// One scale for every row, so the heights of different rows compare.
const maxDailySales = Math.max(...rows.flatMap((row) => row.dailySales));

const columns: GridColDef<ProductRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'unitsSold', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'dailySales',
    headerName: 'Last 14 days',
    width: 160,
    sortable: false,
    // Centres the chart vertically in the row.
    display: 'flex',
    renderCell: (params: GridRenderCellParams<ProductRow, number[]>) => (
      // The chart fills the width of its parent: make the parent span the cell.
      <Box sx={{ width: '100%' }}>
        <SparkLineChart
          data={params.value ?? []}
          plotType="bar"
          height={40}
          yAxis={{ min: 0, max: maxDailySales }}
          showTooltip
          showHighlight
        />
      </Box>
    ),
  },
];

export default function SparklineDataGridCells() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick />
    </div>
  );
}
