import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface DriveItem {
  id: string; // The full path, unique in the whole tree.
  name: string;
  size: number | null; // In KB; `null` for folders.
  version: number | null;
  childCount: number;
}

// The server's shared drive. Files are `[name, size in KB]`.
const drive: Record<string, [string, number][]> = {
  '': [
    ['contracts', 0],
    ['invoices', 0],
    ['reports', 0],
  ],
  contracts: [
    ['lease-2025.pdf', 310],
    ['cleaning-services.pdf', 95],
  ],
  invoices: [
    ['INV-2031.pdf', 48],
    ['INV-2032.pdf', 51],
    ['INV-2033.pdf', 47],
  ],
  reports: [
    ['q1-results.xlsx', 220],
    ['q2-results.xlsx', 236],
    ['q3-draft.xlsx', 180],
  ],
};
const versions: Record<string, number> = {};

// Another user saves a new version of a file: the server's copy changes, the grid's cache does not.
function saveNewVersion(path: string) {
  const [folder, name] = path.split('/');
  const file = drive[folder].find(([fileName]) => fileName === name)!;
  file[1] += 14;
  versions[path] = (versions[path] ?? 1) + 1;
}

// Keeps one entry per request, and can forget the entries of one folder.
class FolderCache implements GridDataSourceCache {
  private entries = new Map<string, { folder: string; response: GridGetRowsResponse }>();

  private onChange: (folders: string[]) => void;

  constructor(onChange: (folders: string[]) => void) {
    this.onChange = onChange;
  }

  get(params: GridGetRowsParams) {
    return this.entries.get(JSON.stringify(params))?.response;
  }

  set(params: GridGetRowsParams, response: GridGetRowsResponse) {
    // `groupKeys` tells the folders apart: without it, every folder would read the top level's entry.
    this.entries.set(JSON.stringify(params), { folder: (params.groupKeys ?? []).join('/'), response });
    this.notify();
  }

  clear() {
    this.entries.clear();
    this.notify();
  }

  forget(folder: string) {
    this.entries.forEach((entry, key) => entry.folder === folder && this.entries.delete(key));
    this.notify();
  }

  private notify() {
    this.onChange([...this.entries.values()].map((entry) => entry.folder || '(top level)'));
  }
}

const columns: GridColDef<DriveItem>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) => (value === null ? '' : `${value} KB`),
  },
  { field: 'version', headerName: 'Version', type: 'number', width: 90 },
];

export default function ServerSideTreeDataCustomCache() {
  const apiRef = useGridApiRef();
  const [cachedFolders, setCachedFolders] = useState<string[]>([]);
  const cache = useMemo(() => new FolderCache(setCachedFolders), []);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const folder = groupKeys.join('/');
        const rows: DriveItem[] = drive[folder].map(([name, size]) => {
          const path = folder ? `${folder}/${name}` : name;
          const isFolder = path in drive;
          return {
            id: path,
            name,
            size: isFolder ? null : size,
            version: isFolder ? null : (versions[path] ?? 1),
            childCount: isFolder ? drive[path].length : 0,
          };
        });
        return folder === '' ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  const reloadReports = () => {
    cache.forget('reports');
    // For a row ID, `fetchRows()` reads the cache first: with the entry gone, it asks the server.
    apiRef.current?.dataSource.fetchRows('reports');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => saveNewVersion('reports/q3-draft.xlsx')}>
          Change q3-draft.xlsx on the server
        </Button>
        <Button variant="outlined" size="small" onClick={reloadReports}>
          Reload reports
        </Button>
      </Stack>
      <Typography variant="body2" noWrap>
        Cached folders: {cachedFolders.join(', ') || '–'}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          treeData
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
    </Stack>
  );
}
