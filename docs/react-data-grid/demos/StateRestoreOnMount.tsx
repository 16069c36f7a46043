import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const plants = [
  { id: 1, name: 'Monstera deliciosa', light: 'Bright indirect', waterDays: 7, heightCm: 120 },
  { id: 2, name: 'Snake plant', light: 'Low', waterDays: 21, heightCm: 60 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright indirect', waterDays: 10, heightCm: 150 },
  { id: 4, name: 'ZZ plant', light: 'Low', waterDays: 18, heightCm: 55 },
  { id: 5, name: 'Pothos', light: 'Medium', waterDays: 9, heightCm: 200 },
  { id: 6, name: 'Peace lily', light: 'Medium', waterDays: 6, heightCm: 45 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'light', headerName: 'Light', width: 130 },
  { field: 'waterDays', headerName: 'Water every (days)', type: 'number', width: 150 },
  { field: 'heightCm', headerName: 'Height (cm)', type: 'number', width: 110 },
];

export default function StateRestoreOnMount() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = useState(true);
  // The view saved when the grid closed. It becomes initialState on the next mount.
  const [savedState, setSavedState] = useState<GridInitialState | undefined>(undefined);

  const close = () => {
    // Export while the grid is still mounted: after unmount, apiRef.current is null.
    setSavedState(apiRef.current?.exportState());
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={open ? close : () => setOpen(true)}>
        {open ? 'Close the grid' : 'Open the grid'}
      </Button>
      <Box sx={{ height: 300, width: '100%' }}>
        {open ? (
          <DataGrid apiRef={apiRef} rows={plants} columns={columns} initialState={savedState} hideFooter />
        ) : (
          <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            The grid is unmounted. Its view is kept in the parent&apos;s state.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
