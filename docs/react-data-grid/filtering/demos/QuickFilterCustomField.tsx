import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  gridExpandedRowCountSelector,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const books = [
  { id: 1, title: 'A Gentleman in Moscow', author: 'Amor Towles', genre: 'Historical fiction', shelf: 'B4' },
  { id: 2, title: 'The Overstory', author: 'Richard Powers', genre: 'Literary fiction', shelf: 'C1' },
  { id: 3, title: 'Piranesi', author: 'Susanna Clarke', genre: 'Fantasy', shelf: 'A2' },
  { id: 4, title: 'Homegoing', author: 'Yaa Gyasi', genre: 'Historical fiction', shelf: 'B4' },
  { id: 5, title: 'Klara and the Sun', author: 'Kazuo Ishiguro', genre: 'Science fiction', shelf: 'A3' },
  { id: 6, title: 'The Night Watchman', author: 'Louise Erdrich', genre: 'Historical fiction', shelf: 'B5' },
  { id: 7, title: 'Project Hail Mary', author: 'Andy Weir', genre: 'Science fiction', shelf: 'A3' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'genre', headerName: 'Genre', width: 150 },
  { field: 'shelf', headerName: 'Shelf', width: 70 },
];

// A search bar that is always open, with the number of matching rows next to it.
function SearchToolbar() {
  const apiRef = useGridApiContext();
  const matches = useGridSelector(apiRef, gridExpandedRowCountSelector);

  return (
    <Toolbar>
      <QuickFilter debounceMs={250} style={{ flex: 1, display: 'flex' }}>
        <QuickFilterControl
          fullWidth
          size="small"
          placeholder="Search by title, author, genre or shelf"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <QuickFilterClear render={<ToolbarButton aria-label="Clear the search" />}>
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
      <Typography variant="body2" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
        {matches} {matches === 1 ? 'book' : 'books'}
      </Typography>
    </Toolbar>
  );
}

export default function QuickFilterCustomField() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={books} columns={columns} showToolbar slots={{ toolbar: SearchToolbar }} />
    </div>
  );
}
