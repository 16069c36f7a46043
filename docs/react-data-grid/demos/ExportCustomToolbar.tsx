import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';

interface Shelf {
  id: number;
  aisle: string;
  product: string;
  counted: number;
  expected: number;
}

const shelves: Shelf[] = [
  { id: 1, aisle: 'A1', product: 'Oat milk 1 L', counted: 46, expected: 48 },
  { id: 2, aisle: 'A1', product: 'Almond milk 1 L', counted: 30, expected: 30 },
  { id: 3, aisle: 'B4', product: 'Rye crackers', counted: 18, expected: 24 },
  { id: 4, aisle: 'B4', product: 'Rice cakes', counted: 52, expected: 50 },
  { id: 5, aisle: 'C2', product: 'Dark chocolate 70%', counted: 75, expected: 80 },
];

const columns: GridColDef<Shelf>[] = [
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 100 },
  { field: 'expected', headerName: 'Expected', type: 'number', width: 100 },
];

function StockCountToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h3" sx={{ flex: 1, mx: 0.5 }}>
        Stock count, aisle A to C
      </Typography>
      {/* Each export component takes its options directly. */}
      <ExportCsv
        options={{ fileName: 'stock-count' }}
        render={<Button size="small" startIcon={<FileDownloadOutlinedIcon />} />}
      >
        CSV
      </ExportCsv>
      <ExportPrint
        options={{ hideFooter: true, hideToolbar: true }}
        render={<Button size="small" startIcon={<PrintOutlinedIcon />} />}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={shelves} columns={columns} showToolbar slots={{ toolbar: StockCountToolbar }} />
    </div>
  );
}
