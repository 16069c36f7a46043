import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  country: string;
  city: string;
  store: string;
  revenue: number;
}

const sales: Sale[] = [
  { id: 1, country: 'Italy', city: 'Milan', store: 'Corso Como', revenue: 48200 },
  { id: 2, country: 'Italy', city: 'Milan', store: 'Navigli', revenue: 31900 },
  { id: 3, country: 'Italy', city: 'Rome', store: 'Trastevere', revenue: 40500 },
  { id: 4, country: 'Spain', city: 'Madrid', store: 'Malasaña', revenue: 37800 },
  { id: 5, country: 'Spain', city: 'Seville', store: 'Triana', revenue: 22100 },
  { id: 6, country: 'Portugal', city: 'Porto', store: 'Ribeira', revenue: 19400 },
  { id: 7, country: 'Portugal', city: 'Lisbon', store: 'Chiado', revenue: 35600 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 120 },
];

export default function RowGroupingRecipeExpandAll() {
  const apiRef = useGridApiRef();

  // Open the country groups only, leaving the city groups as they are.
  const expandCountries = () => {
    if (!apiRef.current) return;
    const rootNode = gridRowTreeSelector(apiRef)[GRID_ROOT_GROUP_ID];
    if (rootNode?.type !== 'group') return;
    rootNode.children.forEach((id) => apiRef.current?.setRowChildrenExpansion(id, true));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
        <Button onClick={expandCountries}>Expand countries</Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={sales}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['country', 'city'] },
            columns: { columnVisibilityModel: { country: false, city: false } },
          }}
        />
      </div>
    </Stack>
  );
}
