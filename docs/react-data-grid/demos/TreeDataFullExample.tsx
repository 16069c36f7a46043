import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface FileNode {
  id: number;
  path: string[];
  kind: 'Folder' | 'Document' | 'Spreadsheet' | 'Image';
  owner: string;
  modified: Date;
  // For a folder: the total of the files below it.
  sizeKb: number;
}

// A small seeded generator, so the tree is the same on every visit.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const teams = ['Design', 'Finance', 'Marketing', 'Engineering', 'People'];
const projects = ['2024 archive', 'Q1 planning', 'Q2 planning', 'Launch', 'Vendors', 'Templates'];
const owners = ['Amara Okafor', 'Björn Lind', 'Chiara Conti', 'Dev Patel', 'Emma Laurent', 'Felix Wagner'];
const fileKinds = [
  { kind: 'Document', extension: 'docx', baseName: ['Brief', 'Minutes', 'Proposal', 'Report', 'Checklist'] },
  { kind: 'Spreadsheet', extension: 'xlsx', baseName: ['Budget', 'Forecast', 'Headcount', 'Costs', 'Timeline'] },
  { kind: 'Image', extension: 'png', baseName: ['Mock-up', 'Banner', 'Diagram', 'Logo', 'Screenshot'] },
] as const;

function createFileTree(): FileNode[] {
  const random = createRandom(42);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2025, 0, 1);
  const rows: FileNode[] = [];
  let id = 0;

  teams.forEach((team) => {
    const teamRow: FileNode = { id: (id += 1), path: [team], kind: 'Folder', owner: pick(owners), modified: new Date(start), sizeKb: 0 };
    rows.push(teamRow);
    projects.forEach((project) => {
      const projectRow: FileNode = { id: (id += 1), path: [team, project], kind: 'Folder', owner: pick(owners), modified: new Date(start), sizeKb: 0 };
      rows.push(projectRow);
      const fileCount = 3 + Math.floor(random() * 8);
      const usedNames = new Set<string>();
      for (let i = 0; i < fileCount; i += 1) {
        const type = pick(fileKinds);
        const name = `${pick(type.baseName)} ${1 + Math.floor(random() * 20)}.${type.extension}`;
        if (!usedNames.has(name)) {
          usedNames.add(name);
          const modified = new Date(start + Math.floor(random() * 150) * 86400000);
          const sizeKb = type.kind === 'Image' ? 400 + Math.floor(random() * 4000) : 20 + Math.floor(random() * 600);
          rows.push({ id: (id += 1), path: [team, project, name], kind: type.kind, owner: pick(owners), modified, sizeKb });
          // Folders show the total size and the latest change of their files.
          [teamRow, projectRow].forEach((folder) => {
            folder.sizeKb += sizeKb;
            if (modified > folder.modified) {
              folder.modified = modified;
            }
          });
        }
      }
    });
  });
  return rows;
}

const formatSize = (sizeKb: number) => (sizeKb >= 1024 ? `${(sizeKb / 1024).toFixed(1)} MB` : `${sizeKb} KB`);

const columns: GridColDef<FileNode>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
  { field: 'sizeKb', headerName: 'Size', type: 'number', width: 110, valueFormatter: (value: number) => formatSize(value) },
];

const getTreeDataPath: DataGridProProps<FileNode>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFullExample() {
  const apiRef = useGridApiRef();
  const rows = useMemo(() => createFileTree(), []);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 500 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 260 }}
          showToolbar
          initialState={{ sorting: { sortModel: [{ field: 'sizeKb', sort: 'desc' }] } }}
          hideFooter
        />
      </div>
    </div>
  );
}
