import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Repo {
  id: number;
  name: string;
  language: string;
  stars: number;
}

const allRepos: Repo[] = [
  { id: 1, name: 'tide-tables', language: 'Rust', stars: 1840 },
  { id: 2, name: 'pocket-ledger', language: 'TypeScript', stars: 5210 },
  { id: 3, name: 'meadow-ui', language: 'TypeScript', stars: 930 },
  { id: 4, name: 'granite-db', language: 'Go', stars: 12400 },
  { id: 5, name: 'lark-parser-kit', language: 'Python', stars: 3075 },
  { id: 6, name: 'orbit-scheduler', language: 'Kotlin', stars: 640 },
];

// Stands in for `GET /repos?sort=stars&order=desc`: the server sorts, not the grid.
function fetchRepos(sortModel: GridSortModel): Promise<Repo[]> {
  const [item] = sortModel;
  const sorted = [...allRepos];
  if (item?.sort) {
    const field = item.field as keyof Repo;
    const sign = item.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => (a[field] > b[field] ? sign : a[field] < b[field] ? -sign : 0));
  }
  return new Promise((resolve) => setTimeout(() => resolve(sorted), 500));
}

const columns: GridColDef<Repo>[] = [
  { field: 'name', headerName: 'Repository', flex: 1, minWidth: 160 },
  { field: 'language', headerName: 'Language', width: 120 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 100 },
];

export default function SortingServerSide() {
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'stars', sort: 'desc' }]);
  const [rows, setRows] = useState<Repo[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchRepos(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false; // Ignore the answer to an outdated request.
    };
  }, [sortModel]);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </div>
  );
}
