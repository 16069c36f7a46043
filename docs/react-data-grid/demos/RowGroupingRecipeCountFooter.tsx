import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridFooterContainer,
  gridFilteredSortedRowIdsSelector,
  gridFilteredTopLevelRowCountSelector,
  gridRowTreeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Venue {
  id: number;
  name: string;
  city: string;
  type: string;
  seats: number;
}

const venues: Venue[] = [
  { id: 1, name: 'Blue Note', city: 'New York', type: 'Jazz club', seats: 200 },
  { id: 2, name: 'Village Vanguard', city: 'New York', type: 'Jazz club', seats: 123 },
  { id: 3, name: 'Carnegie Hall', city: 'New York', type: 'Concert hall', seats: 2804 },
  { id: 4, name: 'Ronnie Scott’s', city: 'London', type: 'Jazz club', seats: 250 },
  { id: 5, name: 'Royal Albert Hall', city: 'London', type: 'Concert hall', seats: 5272 },
  { id: 6, name: 'New Morning', city: 'Paris', type: 'Jazz club', seats: 500 },
  { id: 7, name: 'Philharmonie', city: 'Paris', type: 'Concert hall', seats: 2400 },
];

const columns: GridColDef<Venue>[] = [
  { field: 'name', headerName: 'Venue', width: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'type', headerName: 'Type', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

function GroupCountFooter() {
  const apiRef = useGridApiContext();
  // With row grouping, the top-level rows are the groups.
  const groupCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const tree = useGridSelector(apiRef, gridRowTreeSelector);
  const rowIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const venueCount = rowIds.filter((id) => tree[id]?.type === 'leaf').length;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {groupCount} groups · {venueCount} venues
      </Typography>
    </GridFooterContainer>
  );
}

export default function RowGroupingRecipeCountFooter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={venues}
        columns={columns}
        slots={{ footer: GroupCountFooter }}
        showToolbar
        initialState={{ rowGrouping: { model: ['city'] } }}
      />
    </div>
  );
}
