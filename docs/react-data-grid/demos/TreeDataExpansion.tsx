import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  kind: 'Folder' | 'File';
  sizeKb?: number;
}

// `src/hooks` has no row of its own: the grid adds an empty row for it.
const rows: FileEntry[] = [
  { id: 1, path: ['docs'], kind: 'Folder' },
  { id: 2, path: ['docs', 'setup.md'], kind: 'File', sizeKb: 6 },
  { id: 3, path: ['docs', 'deploy.md'], kind: 'File', sizeKb: 4 },
  { id: 4, path: ['src'], kind: 'Folder' },
  { id: 5, path: ['src', 'components'], kind: 'Folder' },
  { id: 6, path: ['src', 'components', 'Header.tsx'], kind: 'File', sizeKb: 3 },
  { id: 7, path: ['src', 'components', 'Sidebar.tsx'], kind: 'File', sizeKb: 5 },
  { id: 8, path: ['src', 'hooks', 'useCart.ts'], kind: 'File', sizeKb: 2 },
  { id: 9, path: ['src', 'main.tsx'], kind: 'File', sizeKb: 1 },
  { id: 10, path: ['tests'], kind: 'Folder' },
  { id: 11, path: ['tests', 'cart.test.ts'], kind: 'File', sizeKb: 3 },
  { id: 12, path: ['package.json'], kind: 'File', sizeKb: 2 },
];

const columns: GridColDef<FileEntry>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
];

const getTreeDataPath: DataGridProProps<FileEntry>['getTreeDataPath'] = (row) => row.path;

// For example, the folders the user had open last time. `groupingKey` is the last step of the path.
const openFolders = new Set(['src', 'components']);

const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (node) =>
  openFolders.has(String(node.groupingKey));

export default function TreeDataExpansion() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        groupingColDef={{ headerName: 'Name', width: 220 }}
        hideFooter
      />
    </div>
  );
}
