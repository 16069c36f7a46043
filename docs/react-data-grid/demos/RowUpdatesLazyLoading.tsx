import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource, type GridSortModel } from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  meter: string;
  district: string;
  reading: number;
}

const districts = ['Harbour', 'Old Town', 'Riverside', 'Hillcrest', 'Market', 'Northgate'];

// A seeded generator, so the 5,000 readings are the same on every run.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = createRandom(31);
const readings: Reading[] = Array.from({ length: 5000 }, (_, index) => ({
  id: index + 1,
  meter: `WM-${String(100000 + index * 7)}`,
  district: districts[Math.floor(random() * districts.length)],
  reading: Math.round(random() * 90000) / 10,
}));

// What your server does: sort all the rows, then send the requested slice.
function sortReadings(sortModel: GridSortModel) {
  const [sortItem] = sortModel;
  if (!sortItem) {
    return readings;
  }
  const field = sortItem.field as keyof Reading;
  const direction = sortItem.sort === 'desc' ? -1 : 1;
  return [...readings].sort(
    (a, b) => String(a[field]).localeCompare(String(b[field]), 'en', { numeric: true }) * direction,
  );
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'meter', headerName: 'Meter', width: 130 },
  { field: 'district', headerName: 'District', flex: 1, minWidth: 120 },
  { field: 'reading', headerName: 'Reading (m³)', type: 'number', width: 130 },
];

export default function RowUpdatesLazyLoading() {
  const [requests, setRequests] = useState<string[]>([]);

  const dataSource = useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end, sortModel }) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const first = Number(start);
        setRequests((previous) => [`${first}–${end}`, ...previous].slice(0, 5));
        // A known `rowCount`: the grid shows skeleton rows for the rest.
        return { rows: sortReadings(sortModel).slice(first, end + 1), rowCount: readings.length };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Latest requests: {requests.length > 0 ? requests.join(', ') : 'none yet'}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
          disableColumnFilter
        />
      </div>
    </Stack>
  );
}
