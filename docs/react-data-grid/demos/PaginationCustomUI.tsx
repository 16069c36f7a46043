import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const cities = ['Porto', 'Gdańsk', 'Ghent', 'Bergen', 'Split', 'Tartu'];
const statuses = ['Packed', 'Shipped', 'Delivered'];

const orders = Array.from({ length: 86 }, (_, index) => ({
  id: 30500 + index,
  city: cities[(index * 5) % cities.length],
  status: statuses[index % statuses.length],
  total: 18 + ((index * 89) % 420),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'city', headerName: 'Ship to', flex: 1, minWidth: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function PaginationCustomUI() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        // Props for Material UI's TablePagination, which draws the built-in controls.
        slotProps={{ basePagination: { material: { showFirstButton: true, showLastButton: true } } }}
        // The texts of the footer.
        localeText={{
          paginationRowsPerPage: 'Orders per page:',
          paginationDisplayedRows: ({ from, to, count }) => `Orders ${from}–${to} of ${count}`,
        }}
      />
    </div>
  );
}
