import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Entry {
  id: number;
  path: string[];
  kind: 'folder' | 'file';
  modified: string;
}

const rows: Entry[] = [
  { id: 1, path: ['Invoices'], kind: 'folder', modified: '2025-04-30' },
  { id: 2, path: ['Invoices', '2025-03.pdf'], kind: 'file', modified: '2025-04-02' },
  { id: 3, path: ['Invoices', '2025-04.pdf'], kind: 'file', modified: '2025-04-30' },
  { id: 4, path: ['Photos'], kind: 'folder', modified: '2025-05-12' },
  { id: 5, path: ['Photos', 'Lisbon trip'], kind: 'folder', modified: '2025-05-12' },
  { id: 6, path: ['Photos', 'Lisbon trip', 'tram.jpg'], kind: 'file', modified: '2025-05-10' },
  { id: 7, path: ['Photos', 'Lisbon trip', 'harbour.jpg'], kind: 'file', modified: '2025-05-11' },
  { id: 8, path: ['Photos', 'Scans'], kind: 'folder', modified: '2025-01-20' },
  { id: 9, path: ['notes.txt'], kind: 'file', modified: '2025-05-14' },
];

const columns: GridColDef<Entry>[] = [{ field: 'modified', headerName: 'Modified', width: 130 }];

const getTreeDataPath: DataGridProProps<Entry>['getTreeDataPath'] = (row) => row.path;

function NameCell({ id, row, rowNode, formattedValue }: GridRenderCellParams<Entry>) {
  const apiRef = useGridApiContext();
  // A folder without children, like Scans, is a leaf node: it has no toggle.
  const isGroup = rowNode.type === 'group';
  const isExpanded = isGroup && rowNode.childrenExpanded === true;

  let icon = <DescriptionOutlinedIcon fontSize="small" color="action" />;
  if (row.kind === 'folder') {
    icon = isExpanded ? <FolderOpenIcon fontSize="small" color="primary" /> : <FolderIcon fontSize="small" color="primary" />;
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', ml: rowNode.depth * 2.5 }}>
      {isGroup ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={isExpanded ? 'Collapse' : 'Expand'}
          onClick={(event) => {
            // Keep the click from selecting the row.
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !isExpanded);
          }}
        >
          {isExpanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 30, flexShrink: 0 }} />
      )}
      {icon}
      <span>{formattedValue}</span>
    </Box>
  );
}

// Most column properties work here, `renderCell` included.
const groupingColDef: DataGridProProps<Entry>['groupingColDef'] = {
  headerName: 'Name',
  width: 280,
  renderCell: (params) => <NameCell {...params} />,
};

export default function TreeDataCustomGroupingColumn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </div>
  );
}
