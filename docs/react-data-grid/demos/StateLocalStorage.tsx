import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-state-localstorage';
// Bump the version when the columns change, so views saved for the old columns are dropped.
const STORAGE_VERSION = 1;

interface SavedView {
  version: number;
  state: GridInitialState;
}

interface LoadResult {
  state: GridInitialState | undefined;
  discarded: boolean;
}

function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const { version, state } = value as Partial<SavedView>;
  return version === STORAGE_VERSION && typeof state === 'object' && state !== null && !Array.isArray(state);
}

// Read once, when the component first renders. Anything unreadable falls back to the defaults.
function loadSavedState(): LoadResult {
  if (typeof window === 'undefined') return { state: undefined, discarded: false };
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === null) return { state: undefined, discarded: false };
    const parsed: unknown = JSON.parse(saved);
    if (isSavedView(parsed)) return { state: parsed.state, discarded: false };
  } catch {
    // Storage blocked, or text that is not JSON: handled below.
  }
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to clean up.
  }
  return { state: undefined, discarded: saved !== null };
}

function saveState(state: GridInitialState) {
  try {
    const view: SavedView = { version: STORAGE_VERSION, state };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Storage full or blocked: the grid keeps working, the view is just not kept.
  }
}

const books = [
  { id: 1, title: 'Dune', author: 'Frank Herbert', year: 1965, rating: 4.3 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, rating: 4.3 },
  { id: 3, title: 'Neuromancer', author: 'William Gibson', year: 1984, rating: 3.9 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, rating: 4.2 },
  { id: 5, title: 'Hyperion', author: 'Dan Simmons', year: 1989, rating: 4.2 },
  { id: 6, title: 'Solaris', author: 'Stanisław Lem', year: 1961, rating: 4.0 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

// Changes that end up in the exported state.
const SAVE_ON = [
  'sortModelChange',
  'filterModelChange',
  'columnVisibilityModelChange',
  'columnWidthChange',
  'densityChange',
] as const;

export default function StateLocalStorage() {
  const apiRef = useGridApiRef();
  const [loaded, setLoaded] = useState(loadSavedState);
  // A new key remounts the grid, so a new initialState applies.
  const [gridKey, setGridKey] = useState(0);

  useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const save = () => saveState(api.exportState());
    const unsubscribers = SAVE_ON.map((eventName) => api.subscribeEvent(eventName, save));
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, gridKey]);

  const reload = () => {
    setLoaded(loadSavedState());
    setGridKey((key) => key + 1);
  };

  const forget = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    reload();
  };

  // Stands in for a view saved by an older version of the page, or edited by hand.
  const storeBadData = () => {
    window.localStorage.setItem(STORAGE_KEY, '{"sorting": {"sortModel": [');
    reload();
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={forget}>
          Forget the saved view
        </Button>
        <Button size="small" variant="outlined" onClick={storeBadData}>
          Store broken data
        </Button>
      </Stack>
      {loaded.discarded && (
        <Alert severity="info" sx={{ width: '100%' }}>
          The saved view could not be read, so the grid starts with its default view.
        </Alert>
      )}
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid key={gridKey} apiRef={apiRef} rows={books} columns={columns} initialState={loaded.state} />
      </div>
    </Stack>
  );
}
