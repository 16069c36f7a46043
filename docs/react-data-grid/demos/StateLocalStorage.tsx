import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-state-localstorage';

// Read once, when the component first renders. No window on the server.
function loadSavedState(): GridInitialState | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : undefined;
  } catch {
    return undefined;
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
  const [initialState, setInitialState] = useState(loadSavedState);
  // A new key remounts the grid, so a new initialState applies.
  const [gridKey, setGridKey] = useState(0);

  useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const save = () => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(api.exportState()));
    const unsubscribers = SAVE_ON.map((eventName) => api.subscribeEvent(eventName, save));
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, gridKey]);

  const forget = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setInitialState(undefined);
    setGridKey((key) => key + 1);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={forget}>
        Forget the saved view
      </Button>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid key={gridKey} apiRef={apiRef} rows={books} columns={columns} initialState={initialState} />
      </div>
    </Stack>
  );
}
