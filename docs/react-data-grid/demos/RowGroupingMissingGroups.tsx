import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  title: string;
  project: string | null;
  assignee: string | null;
}

const tasks: Task[] = [
  { id: 1, title: 'Draft the launch post', project: 'Website', assignee: 'Lena' },
  { id: 2, title: 'Compress hero images', project: 'Website', assignee: 'Kofi' },
  // No assignee: stays in the Website group, above its assignee groups.
  { id: 3, title: 'Fix the cookie banner', project: 'Website', assignee: null },
  { id: 4, title: 'Offline mode for notes', project: 'Mobile app', assignee: 'Kofi' },
  // No project: grouped by assignee one level up, next to the projects.
  { id: 5, title: 'Renew the SSL certificate', project: null, assignee: 'Lena' },
  // Neither project nor assignee: stays at the top level, above the groups.
  { id: 6, title: 'Pick a date for the offsite', project: null, assignee: null },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'project', headerName: 'Project', width: 120 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

export default function RowGroupingMissingGroups() {
  return (
    <div style={{ height: 600, width: '100%' }}>
      <DataGridPremium
        rows={tasks}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['project', 'assignee'] } }}
      />
    </div>
  );
}
