import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type Status = 'Paid' | 'Due soon' | 'Overdue';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: string;
  status: Status;
}

const invoices: Invoice[] = [
  { id: 'INV-2041', client: 'Harbour Dental', amount: 1280, due: '2025-03-02', status: 'Paid' },
  { id: 'INV-2042', client: 'Northwind Cafés', amount: 640, due: '2025-03-09', status: 'Overdue' },
  { id: 'INV-2043', client: 'Atelier Brun', amount: 2310, due: '2025-03-18', status: 'Due soon' },
  { id: 'INV-2044', client: 'Kestrel Logistics', amount: 5025, due: '2025-03-21', status: 'Paid' },
  { id: 'INV-2045', client: 'Linden Books', amount: 415, due: '2025-03-01', status: 'Overdue' },
  { id: 'INV-2046', client: 'Solano Studio', amount: 980, due: '2025-03-24', status: 'Due soon' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// 'Due soon' becomes 'status--due-soon'.
const getRowClassName = (params: GridRowClassNameParams<Invoice>) =>
  `status--${params.row.status.toLowerCase().replace(' ', '-')}`;

// A tint for the row, a stronger one on hover and when selected, and a bar on the left.
const statusStyles = (color: 'error' | 'warning') => (theme: Theme) => ({
  backgroundColor: alpha(theme.palette[color].main, 0.08),
  boxShadow: `inset 4px 0 0 ${theme.palette[color].main}`,
  '&:hover, &.Mui-selected, &.Mui-selected:hover': {
    backgroundColor: alpha(theme.palette[color].main, 0.16),
  },
});

export default function StyleRecipeRowStatus() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        getRowClassName={getRowClassName}
        checkboxSelection
        hideFooter
        // Styles in the grid's own `sx` come after its default row styles, so they win.
        sx={{
          '& .status--overdue': statusStyles('error'),
          '& .status--due-soon': statusStyles('warning'),
        }}
      />
    </Box>
  );
}
