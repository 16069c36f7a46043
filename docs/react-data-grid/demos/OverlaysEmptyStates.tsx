import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const parcels = [
  { id: 'PX-4471', recipient: 'Amelia Clarke', city: 'Leeds', status: 'Out for delivery' },
  { id: 'PX-4472', recipient: 'Jonas Weber', city: 'Bremen', status: 'In transit' },
  { id: 'PX-4473', recipient: 'Chiara Romano', city: 'Turin', status: 'Delivered' },
  { id: 'PX-4474', recipient: 'Mateus Costa', city: 'Braga', status: 'In transit' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function OverlaysEmptyStates() {
  const [rows, setRows] = useState(parcels);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => setRows(rows.length ? [] : parcels)}>
        {rows.length ? 'Remove all rows' : 'Restore the rows'}
      </Button>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          // The search matches nothing, so the grid starts on the "no results" overlay.
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Oslo'] } } }}
          localeText={{
            noRowsLabel: 'No parcels scanned today.',
            noResultsOverlayLabel: 'No parcel matches your search.',
          }}
        />
      </div>
    </Stack>
  );
}
