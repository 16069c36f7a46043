import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const trails = [
  { id: 1, trail: 'Tour du Mont Blanc', country: 'France, Italy, Switzerland', km: 170 },
  { id: 2, trail: 'West Highland Way', country: 'Scotland', km: 154 },
  { id: 3, trail: 'Kungsleden', country: 'Sweden', km: 440 },
  { id: 4, trail: 'Camino Portugués', country: 'Portugal, Spain', km: 260 },
  { id: 5, trail: 'Lycian Way', country: 'Türkiye', km: 540 },
];

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 190 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 110 },
];

export default function EventsSubscribe() {
  const apiRef = useGridApiRef();
  const [pointedAt, setPointedAt] = useState<string | null>(null);

  // No `onRowMouseEnter` prop exists, so subscribe through the API.
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const stopEnter = api.subscribeEvent('rowMouseEnter', (params) => setPointedAt(params.row.trail));
    const stopLeave = api.subscribeEvent('rowMouseLeave', () => setPointedAt(null));
    // subscribeEvent returns the function that unsubscribes.
    return () => {
      stopEnter();
      stopLeave();
    };
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">{pointedAt ? `Pointing at: ${pointedAt}` : 'Point at a row.'}</Typography>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={trails} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
