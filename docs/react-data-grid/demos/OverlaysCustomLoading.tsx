import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

const currencies = [
  { id: 'USD', name: 'US dollar', rate: 1.0842 },
  { id: 'GBP', name: 'Pound sterling', rate: 0.8391 },
  { id: 'JPY', name: 'Japanese yen', rate: 162.37 },
  { id: 'CHF', name: 'Swiss franc', rate: 0.9518 },
  { id: 'SEK', name: 'Swedish krona', rate: 11.204 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'name', headerName: 'Currency', flex: 1, minWidth: 140 },
  { field: 'rate', headerName: 'Per euro', type: 'number', width: 110 },
];

// Replaces every loading variant: the grid renders this whenever `loading` is true.
function RatesLoadingOverlay(props: GridSlotProps['loadingOverlay']) {
  const labelId = useId();
  return (
    <GridOverlay {...props} sx={{ bgcolor: 'action.hover' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {/* The text beside the spinner names it for screen readers. */}
        <CircularProgress size={20} aria-labelledby={labelId} />
        <Typography id={labelId} variant="body2">
          Fetching today’s rates…
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysCustomLoading() {
  const [loading, setLoading] = useState(true);

  // Simulate a request that takes 1.5 seconds.
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" disabled={loading} onClick={() => setLoading(true)}>
        Refresh rates
      </Button>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={currencies}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: RatesLoadingOverlay }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
