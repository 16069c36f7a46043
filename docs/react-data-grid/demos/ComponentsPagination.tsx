import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const tides = Array.from({ length: 28 }, (_, index) => {
  const day = index + 1;
  return {
    id: day,
    date: `2025-02-${String(day).padStart(2, '0')}`,
    highTide: `${String((6 + day) % 24).padStart(2, '0')}:${String((day * 13) % 60).padStart(2, '0')}`,
    heightM: Number((3.2 + Math.sin(day / 2.3) * 1.1).toFixed(2)),
  };
});

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', flex: 1, minWidth: 120 },
  { field: 'highTide', headerName: 'High tide', width: 110 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 110 },
];

// Numbered pages instead of the default "1–7 of 28" with arrows.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  // The grid's page is zero-based; Material UI's Pagination starts at 1.
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ mx: 1 }}
    />
  );
}

export default function ComponentsPagination() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={tides}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 7 } } }}
      />
    </Box>
  );
}
