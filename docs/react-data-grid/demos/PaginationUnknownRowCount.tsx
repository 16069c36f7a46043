import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Activity {
  id: number;
  user: string;
  action: string;
}

const users = ['amira', 'bogdan', 'chen', 'dolores', 'eitan'];
const actions = ['signed in', 'changed password', 'exported a report', 'invited a teammate'];
const HIDDEN_TOTAL = 43; // The client never learns this number directly.

// Stands in for an API that returns one page and says whether another one follows.
function fetchActivity({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  const end = Math.min(start + pageSize, HIDDEN_TOTAL);
  const rows: Activity[] = [];
  for (let n = start; n < end; n += 1) {
    rows.push({ id: n + 1, user: users[n % users.length], action: actions[n % actions.length] });
  }
  return new Promise<{ rows: Activity[]; hasNextPage: boolean }>((resolve) =>
    setTimeout(() => resolve({ rows, hasNextPage: end < HIDDEN_TOTAL }), 400),
  );
}

const columns: GridColDef<Activity>[] = [
  { field: 'id', headerName: 'Event', width: 80 },
  { field: 'user', headerName: 'User', width: 120 },
  { field: 'action', headerName: 'Action', flex: 1, minWidth: 180 },
];

export default function PaginationUnknownRowCount() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = useState<Activity[]>([]);
  const [rowCount, setRowCount] = useState(-1); // -1: total unknown
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchActivity(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      // On the last page, the total is known: give it to the grid to end the pagination.
      if (!result.hasNextPage) {
        setRowCount(paginationModel.page * paginationModel.pageSize + result.rows.length);
      }
      setLoading(false);
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
        pageSizeOptions={[10]}
        loading={loading}
      />
    </div>
  );
}
