import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Task {
  id: number;
  name: string;
  owner: string;
  start: Date;
  end: Date;
  after: string;
}

const tasks: Task[] = [
  { id: 1, name: 'Research', owner: 'Priya', start: new Date(2025, 3, 7), end: new Date(2025, 3, 11), after: '' },
  { id: 2, name: 'Wireframes', owner: 'Tom', start: new Date(2025, 3, 11), end: new Date(2025, 3, 16), after: 'Research' },
  { id: 3, name: 'Visual design', owner: 'Tom', start: new Date(2025, 3, 16), end: new Date(2025, 3, 24), after: 'Wireframes' },
  { id: 4, name: 'Front end', owner: 'Aiko', start: new Date(2025, 3, 21), end: new Date(2025, 4, 2), after: 'Wireframes' },
  { id: 5, name: 'Testing', owner: 'Priya', start: new Date(2025, 4, 1), end: new Date(2025, 4, 7), after: 'Front end' },
];

// The window the timeline column covers.
const windowStart = new Date(2025, 3, 7).getTime();
const windowEnd = new Date(2025, 4, 8).getTime();
const toPercent = (time: number) => ((time - windowStart) / (windowEnd - windowStart)) * 100;

function TimelineBar({ row }: GridRenderCellParams<Task>) {
  const left = toPercent(row.start.getTime());
  const width = toPercent(row.end.getTime()) - left;
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Box
        sx={{
          position: 'absolute',
          top: '30%',
          height: '40%',
          left: `${left}%`,
          width: `${width}%`,
          bgcolor: 'primary.main',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'name', headerName: 'Task', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 90 },
  { field: 'start', headerName: 'Start', type: 'date', width: 110 },
  { field: 'end', headerName: 'End', type: 'date', width: 110 },
  { field: 'after', headerName: 'After', width: 120 },
  {
    field: 'timeline',
    headerName: '7 April – 7 May',
    minWidth: 240,
    flex: 1,
    sortable: false,
    filterable: false,
    renderCell: (params) => <TimelineBar {...params} />,
  },
];

export default function ProjectScheduleGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={tasks} columns={columns} hideFooter />
    </div>
  );
}
