import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface CostCentre {
  id: number;
  path: string[];
  owner: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

// The rows are in no particular order: the sort model orders them by name.
const rows: CostCentre[] = [
  { id: 1, path: ['Operations'], owner: 'Hiroshi Tanaka', q1: 310, q2: 298, q3: 305, q4: 330 },
  { id: 2, path: ['Operations', 'Warehouse'], owner: 'Elif Kaya', q1: 180, q2: 176, q3: 182, q4: 195 },
  { id: 3, path: ['Operations', 'Customer service'], owner: 'Ana Popescu', q1: 130, q2: 122, q3: 123, q4: 135 },
  { id: 4, path: ['Marketing'], owner: 'Daniel Osei', q1: 220, q2: 260, q3: 240, q4: 300 },
  { id: 5, path: ['Marketing', 'Online ads'], owner: 'Mira Novak', q1: 150, q2: 180, q3: 160, q4: 210 },
  { id: 6, path: ['Marketing', 'Events'], owner: 'Lucas Moreau', q1: 70, q2: 80, q3: 80, q4: 90 },
  { id: 7, path: ['Engineering'], owner: 'Sunita Rao', q1: 540, q2: 560, q3: 575, q4: 590 },
  { id: 8, path: ['Engineering', 'Platform'], owner: 'Tomás Ortega', q1: 290, q2: 300, q3: 310, q4: 315 },
  { id: 9, path: ['Engineering', 'Apps'], owner: 'Grace Liu', q1: 250, q2: 260, q3: 265, q4: 275 },
];

const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4', headerName: string): GridColDef<CostCentre> => ({
  field,
  headerName,
  type: 'number',
  width: 130,
});

const columns: GridColDef<CostCentre>[] = [
  { field: 'owner', headerName: 'Owner', width: 160 },
  quarter('q1', 'Q1 (k€)'),
  quarter('q2', 'Q2 (k€)'),
  quarter('q3', 'Q3 (k€)'),
  quarter('q4', 'Q4 (k€)'),
];

const getTreeDataPath: DataGridProProps<CostCentre>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataGroupingField() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        // The grouping column is not sortable by default.
        groupingColDef={{ headerName: 'Cost centre', width: 220, sortable: true }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          // Refer to the grouping column by its field, like any other column.
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] },
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
        }}
        hideFooter
      />
    </div>
  );
}
