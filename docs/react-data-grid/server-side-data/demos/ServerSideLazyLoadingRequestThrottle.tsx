import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  sensor: string;
  time: string;
  celsius: number;
}

const sensors = ['Greenhouse A', 'Greenhouse B', 'Cold store', 'Packing hall', 'Seed vault'];
const TOTAL = 5_000;

// 5,000 temperature readings, one every 10 minutes, spread over five sensors.
const readings: Reading[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  sensor: sensors[index % sensors.length],
  time: `Day ${Math.floor(index / 144) + 1}, ${String(Math.floor((index % 144) / 6)).padStart(2, '0')}:${(index % 6) * 10 || '00'}`,
  celsius: Math.round((4 + ((index * 37) % 220) / 10) * 10) / 10,
}));

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'time', headerName: 'Time', width: 140 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 140 },
  { field: 'celsius', headerName: '°C', type: 'number', width: 80 },
];

export default function ServerSideLazyLoadingRequestThrottle() {
  const [throttleMs, setThrottleMs] = useState(500);
  const [requests, setRequests] = useState(0);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        setRequests((count) => count + 1);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { rows: readings.slice(Number(start), end + 1), rowCount: TOTAL };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, next: number | null) => {
            if (next !== null) {
              setThrottleMs(next);
              setRequests(0);
            }
          }}
        >
          <ToggleButton value={0}>0 ms</ToggleButton>
          <ToggleButton value={500}>500 ms (default)</ToggleButton>
          <ToggleButton value={2000}>2,000 ms</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">Requests sent: {requests}</Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
    </Stack>
  );
}
