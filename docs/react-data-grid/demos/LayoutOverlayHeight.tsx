import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

const rows: Order[] = [];

export default function LayoutOverlayHeight() {
  return (
    <div style={{ width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autoHeight
        hideFooter
        // With no rows, the "No rows" overlay takes this height instead of two row heights.
        sx={{ '--DataGrid-overlayHeight': '220px' }}
      />
    </div>
  );
}
