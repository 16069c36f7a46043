import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const subjects = ['Rivers', 'Glass', 'Salt', 'Winter', 'Maps', 'Bridges', 'Orchards', 'Tides'];
const authors = ['N. Achebe', 'M. Duras', 'Y. Kawabata', 'C. Lispector', 'W. Szymborska', 'T. Morrison', 'J. Saramago'];
const database: Book[] = Array.from({ length: 90 }, (_, index) => ({
  id: index + 1,
  title: `${subjects[index % subjects.length]}, volume ${Math.floor(index / subjects.length) + 1}`,
  author: authors[(index * 3) % authors.length],
  year: 1950 + ((index * 7) % 70),
}));

const columns: GridColDef<Book>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', width: 80 },
];

// A cache that keeps only the `limit` most recently used responses.
class RecentResponsesCache implements GridDataSourceCache {
  private entries = new Map<string, { label: string; response: GridGetRowsResponse }>();

  private limit: number;

  private onChange: (labels: string[]) => void;

  constructor(limit: number, onChange: (labels: string[]) => void) {
    this.limit = limit;
    this.onChange = onChange;
  }

  get(params: GridGetRowsParams) {
    const key = JSON.stringify([params.filterModel, params.sortModel, params.start, params.end]);
    const entry = this.entries.get(key);
    if (entry) {
      // Move the entry to the end: it is now the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.notify();
    }
    return entry?.response;
  }

  set(params: GridGetRowsParams, response: GridGetRowsResponse) {
    const key = JSON.stringify([params.filterModel, params.sortModel, params.start, params.end]);
    this.entries.delete(key);
    this.entries.set(key, { label: `${Number(params.start) + 1}–${params.end + 1}`, response });
    while (this.entries.size > this.limit) {
      // Maps keep insertion order: the first key is the least recently used.
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.notify();
  }

  clear() {
    this.entries.clear();
    this.notify();
  }

  private notify() {
    this.onChange([...this.entries.values()].map((entry) => entry.label));
  }
}

export default function ServerSideDataCustomCache() {
  const [requests, setRequests] = useState(0);
  const [cached, setCached] = useState<string[]>([]);

  // Like the data source, the cache must be the same object from one render to the next.
  const cache = useMemo(() => new RecentResponsesCache(3, setCached), []);

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
      <Typography variant="body2" noWrap>
        Requests sent: {requests}
      </Typography>
      <Typography variant="body2" noWrap>
        In the cache, least recently used first: rows {cached.join(', ') || '–'}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </div>
    </Stack>
  );
}
