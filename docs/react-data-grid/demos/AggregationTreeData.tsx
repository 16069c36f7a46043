import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface ProjectFile {
  id: number;
  // The folders from the top of the project down to the file, then the file name.
  path: string[];
  sizeKb: number;
  modified: Date;
}

// Only files are listed: the grid creates the folder rows from the paths.
const files: ProjectFile[] = [
  { id: 1, path: ['src', 'index.ts'], sizeKb: 2, modified: new Date(2025, 4, 12) },
  { id: 2, path: ['src', 'components', 'Header.tsx'], sizeKb: 6, modified: new Date(2025, 4, 20) },
  { id: 3, path: ['src', 'components', 'Footer.tsx'], sizeKb: 4, modified: new Date(2025, 3, 2) },
  { id: 4, path: ['src', 'styles', 'theme.css'], sizeKb: 11, modified: new Date(2025, 2, 28) },
  { id: 5, path: ['public', 'logo.svg'], sizeKb: 9, modified: new Date(2024, 10, 5) },
  { id: 6, path: ['public', 'hero.jpg'], sizeKb: 348, modified: new Date(2025, 1, 17) },
  { id: 7, path: ['README.md'], sizeKb: 3, modified: new Date(2025, 4, 21) },
];

const columns: GridColDef<ProjectFile>[] = [
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 120 },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 140 },
];

const getTreeDataPath: DataGridPremiumProps<ProjectFile>['getTreeDataPath'] = (row) => row.path;

export default function AggregationTreeData() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'File', flex: 1, minWidth: 220 }}
        defaultGroupingExpansionDepth={-1}
        // A folder shows the size of everything inside it and its most recent change.
        initialState={{ aggregation: { model: { sizeKb: 'sum', modified: 'max' } } }}
      />
    </div>
  );
}
