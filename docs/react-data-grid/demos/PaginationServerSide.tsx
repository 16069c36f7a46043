import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface LogEntry {
  id: number;
  time: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

const TOTAL = 137; // The server reports the total with each page.
const levels: LogEntry['level'][] = ['INFO', 'INFO', 'WARN', 'INFO', 'ERROR'];

// Stands in for `GET /logs?page=2&pageSize=10`: only one page comes back.
function fetchLogPage({ page, pageSize }: GridPaginationModel): Promise<{ rows: LogEntry[]; total: number }> {
  const start = page * pageSize;
  const rows = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - start)) }, (_, index) => {
    const n = start + index;
    return {
      id: n + 1,
      time: `12:${String(Math.floor(n / 3) % 60).padStart(2, '0')}:${String((n * 17) % 60).padStart(2, '0')}`,
      level: levels[n % levels.length],
      message: `Request ${1000 + n} handled by worker ${(n % 4) + 1}`,
    };
  });
  return new Promise((resolve) => setTimeout(() => resolve({ rows, total: TOTAL }), 400));
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 220 },
];

export default function PaginationServerSide() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = useState<LogEntry[]>([]);
  const [rowCount, setRowCount] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchLogPage(paginationModel).then((result) => {
      if (active) {
        setRows(result.rows);
        setRowCount(result.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        loading={loading}
      />
    </div>
  );
}
