import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  assignee: string;
  project: string;
  due: string;
  estimateHours: number;
  status: string;
}

const rows: Task[] = [
  { id: 1, task: 'Write release notes', assignee: 'Hana Kim', project: 'Mobile 4.2', due: '2025-05-12', estimateHours: 3, status: 'To do' },
  { id: 2, task: 'Fix login timeout', assignee: 'Omar Khalil', project: 'Web app', due: '2025-05-09', estimateHours: 5, status: 'In progress' },
  { id: 3, task: 'Review pricing page', assignee: 'Julia Nowak', project: 'Website', due: '2025-05-15', estimateHours: 2, status: 'In review' },
  { id: 4, task: 'Migrate invoices table', assignee: 'Tom Becker', project: 'Billing', due: '2025-05-20', estimateHours: 8, status: 'To do' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', width: 190 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'project', headerName: 'Project', width: 130 },
  { field: 'due', headerName: 'Due', width: 120 },
  { field: 'estimateHours', headerName: 'Estimate (h)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.pinColumn('task', GridPinnedColumnPosition.LEFT)}>
          Pin Task left
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.pinColumn('status', GridPinnedColumnPosition.RIGHT)}>
          Pin Status right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.unpinColumn('task')}>
          Unpin Task
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </div>
  );
}
