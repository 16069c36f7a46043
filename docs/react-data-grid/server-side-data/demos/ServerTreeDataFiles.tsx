import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface FileRow {
  id: string; // The full path, unique in the whole tree.
  name: string;
  kind: 'Folder' | 'File';
  size: number;
  childCount: number;
}

// The server's file system: each path with its size in KB (0 for folders).
const entries: [string, number][] = [
  ['docs', 0], ['docs/guide.md', 18], ['docs/api.md', 42], ['docs/images', 0],
  ['docs/images/logo.svg', 6], ['docs/images/hero.png', 380],
  ['src', 0], ['src/index.ts', 2], ['src/app.tsx', 9], ['src/components', 0],
  ['src/components/Button.tsx', 4], ['src/components/Dialog.tsx', 11], ['src/components/Table.tsx', 23],
  ['src/utils', 0], ['src/utils/format.ts', 3], ['src/utils/dates.ts', 5],
  ['tests', 0], ['tests/app.test.tsx', 7], ['tests/format.test.ts', 2],
  ['package.json', 2], ['README.md', 4], ['tsconfig.json', 1],
];

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

function toRow([path]: [string, number]): FileRow {
  const inside = entries.filter(([other]) => other.startsWith(`${path}/`));
  return {
    id: path,
    name: path.split('/').at(-1) ?? path,
    kind: inside.length > 0 ? 'Folder' : 'File',
    size: inside.reduce((total, [, size]) => total + size, entries.find(([other]) => other === path)?.[1] ?? 0),
    childCount: inside.filter(([other]) => parentOf(other) === path).length,
  };
}

// Stands in for `GET /files?parent=src/components`: returns the direct children of one folder.
async function fetchChildren(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const parent = (params.groupKeys ?? []).join('/');
  const rows = entries.filter(([path]) => parentOf(path) === parent).map(toRow);
  const [sort] = params.sortModel;
  if (sort) {
    const key = sort.field as keyof FileRow;
    const direction = sort.sort === 'desc' ? -1 : 1;
    rows.sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  }
  // Only the top level sets the row count: a child response would overwrite it.
  return parent === '' ? { rows, rowCount: rows.length } : { rows };
}

const dataSource: GridDataSource = {
  getRows: fetchChildren,
  getGroupKey: (row) => row.name, // One step of the path, shown in the tree column.
  getChildrenCount: (row) => row.childCount, // 0 means "no expand button".
};

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'size', headerName: 'Size', type: 'number', width: 100, valueFormatter: (value: number) => `${value} KB` },
];

export default function ServerTreeDataFiles() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 200 }}
        disableColumnFilter
      />
    </div>
  );
}
