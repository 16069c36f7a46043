import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const trails = [
  { id: 1, trail: 'Tour du Mont Blanc', country: 'France', lengthKm: 170, ascentM: 10000 },
  { id: 2, trail: 'West Highland Way', country: 'Scotland', lengthKm: 154, ascentM: 3350 },
  { id: 3, trail: 'Laugavegur', country: 'Iceland', lengthKm: 55, ascentM: 1900 },
  { id: 4, trail: 'Alta Via 1', country: 'Italy', lengthKm: 120, ascentM: 7200 },
  { id: 5, trail: 'Kungsleden', country: 'Sweden', lengthKm: 440, ascentM: 6900 },
  { id: 6, trail: 'GR20', country: 'France', lengthKm: 180, ascentM: 12000 },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 110 },
  { field: 'ascentM', headerName: 'Ascent (m)', type: 'number', width: 110 },
];

// Re-renders when the sort model or the sorted rows change, and only then.
function SortFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedRows = useGridSelector(apiRef, gridSortedRowEntriesSelector);

  const [item] = sortModel;
  const column = item ? apiRef.current.getColumn(item.field).headerName : null;
  const summary = item
    ? `Sorted by ${column}, ${item.sort === 'asc' ? 'ascending' : 'descending'} · first: ${sortedRows[0]?.model.trail}`
    : 'Not sorted: rows are in their original order';

  return (
    <GridFooterContainer sx={{ px: 1.5 }}>
      <Typography variant="body2">{summary}</Typography>
      <Button size="small" disabled={!item} onClick={() => apiRef.current.setSortModel([])}>
        Clear
      </Button>
    </GridFooterContainer>
  );
}

export default function SortingSelectors() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={trails}
        columns={columns}
        slots={{ footer: SortFooter }}
        initialState={{ sorting: { sortModel: [{ field: 'ascentM', sort: 'desc' }] } }}
      />
    </div>
  );
}
