import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const regions = ['North', 'South', 'East', 'West'];
const products = ['Espresso machine', 'Grinder', 'Milk frother', 'Kettle', 'Scale', 'Pour-over set'];

const sales = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  product: products[index % products.length],
  region: regions[(index * 3) % regions.length],
  units: ((index * 37) % 50) + 5,
}));

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

// Each useGridSelector call re-renders this component only when its value changes.
function SalesToolbar() {
  const apiRef = useGridApiContext();
  const matchingIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const totalRows = useGridSelector(apiRef, gridRowCountSelector);
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const units = matchingIds.reduce<number>((sum, id) => sum + (apiRef.current.getRow(id)?.units ?? 0), 0);

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5 }}>
        {matchingIds.length} of {totalRows} rows · {units} units · page {page + 1} of {pageCount}
      </Typography>
      <QuickFilter>
        <QuickFilterControl placeholder="Search" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function StateSelectors() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={sales}
        columns={columns}
        showToolbar
        slots={{ toolbar: SalesToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10, 25]}
      />
    </Box>
  );
}
