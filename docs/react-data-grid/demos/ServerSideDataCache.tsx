import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';

interface Shipment {
  id: string;
  destination: string;
  weight: number;
}

const ports = ['Rotterdam', 'Singapore', 'Santos', 'Durban', 'Busan', 'Valencia'];
const database: Shipment[] = Array.from({ length: 120 }, (_, index) => ({
  id: `SH-${7000 + index}`,
  destination: ports[(index * 5) % ports.length],
  weight: 200 + ((index * 389) % 4800),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

type CacheMode = 'default' | 'short' | 'off';

export default function ServerSideDataCache() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = useState(0);
  const [mode, setMode] = useState<CacheMode>('default');

  const caches = useMemo(
    () => ({
      default: new GridDataSourceCacheDefault({}), // Entries live 5 minutes.
      short: new GridDataSourceCacheDefault({ ttl: 10_000 }), // Entries live 10 seconds.
      off: null, // No cache: every page change is a request.
    }),
    [],
  );

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        setRequests((count) => count + 1);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { rows: database.slice(Number(start), end + 1), rowCount: database.length };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField select size="small" label="Cache" value={mode} onChange={(event) => setMode(event.target.value as CacheMode)} sx={{ width: 170 }}>
          <MenuItem value="default">Default (5 min)</MenuItem>
          <MenuItem value="short">10 seconds</MenuItem>
          <MenuItem value="off">Off</MenuItem>
        </TextField>
        <Button variant="outlined" onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}>
          Refresh
        </Button>
        <Typography variant="body2">Requests sent: {requests}</Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={caches[mode]}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
    </Stack>
  );
}
