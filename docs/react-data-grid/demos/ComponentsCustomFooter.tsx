import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Declare the extra props the footer slot accepts. Optional, because every grid shares them.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    totalField?: string;
    totalLabel?: string;
  }
}

const expenses = [
  { id: 1, date: '2025-04-02', merchant: 'Rail Europe', category: 'Travel', amount: 184.5 },
  { id: 2, date: '2025-04-02', merchant: 'Hotel Lumière', category: 'Lodging', amount: 312 },
  { id: 3, date: '2025-04-03', merchant: 'Café Central', category: 'Meals', amount: 27.8 },
  { id: 4, date: '2025-04-03', merchant: 'Taxi Lyon', category: 'Travel', amount: 41.2 },
  { id: 5, date: '2025-04-04', merchant: 'Brasserie Georges', category: 'Meals', amount: 68.4 },
  { id: 6, date: '2025-04-04', merchant: 'Office Depot', category: 'Supplies', amount: 19.9 },
  { id: 7, date: '2025-04-05', merchant: 'Rail Europe', category: 'Travel', amount: 176 },
];

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
];

// The props type includes the two fields declared above.
function TotalFooter({ totalField = 'amount', totalLabel = 'Total', ...other }: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  // Rows left after filtering, on every page. The footer re-renders when they change.
  const rowIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const total = rowIds.reduce<number>(
    (sum, id) => sum + Number(apiRef.current.getRow(id)?.[totalField] ?? 0),
    0,
  );

  return (
    <GridFooterContainer {...other}>
      <Typography variant="body2" sx={{ px: 2, fontWeight: 500 }}>
        {totalLabel}: €{total.toFixed(2)}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ComponentsCustomFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={expenses}
        columns={columns}
        slots={{ footer: TotalFooter }}
        slotProps={{ footer: { totalField: 'amount', totalLabel: 'Trip total' } }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
