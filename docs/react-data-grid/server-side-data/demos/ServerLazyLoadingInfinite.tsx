import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface LogLine {
  id: number;
  time: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

const levels: LogLine['level'][] = ['INFO', 'INFO', 'WARN', 'INFO', 'ERROR'];
const services = ['auth', 'billing', 'search', 'mailer'];

// A log the server streams in batches. It does not know how long the log is.
const log: LogLine[] = Array.from({ length: 230 }, (_, index) => ({
  id: index + 1,
  time: `09:${String(Math.floor(index / 4) % 60).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}`,
  level: levels[index % levels.length],
  message: `${services[index % services.length]}: request ${5200 + index} finished`,
}));

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: 'Line', width: 70 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'level', headerName: 'Level', width: 80 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function ServerLazyLoadingInfinite() {
  const [loaded, setLoaded] = useState(0);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        const rows = log.slice(Number(start), end + 1);
        setLoaded((count) => Math.max(count, Number(start) + rows.length));
        // `-1`: the total is unknown, so the grid asks for more at the bottom.
        return { rows, rowCount: -1 };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2">Rows received so far: {loaded}</Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
    </Stack>
  );
}
