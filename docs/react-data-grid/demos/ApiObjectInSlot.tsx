import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  Toolbar,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  daysLate: number;
}

const owners = ['Ada', 'Bilal', 'Chen', 'Dara', 'Elif'];
const verbs = ['Review', 'Draft', 'Test', 'Publish', 'Archive'];
const topics = ['pricing page', 'API changelog', 'onboarding email', 'Q3 report', 'help articles', 'brand guide'];

const tasks: Task[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  task: `${verbs[index % verbs.length]} ${topics[index % topics.length]}`,
  owner: owners[(index * 3) % owners.length],
  daysLate: (index * 7) % 5 === 0 ? (index % 4) + 1 : 0,
}));

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'daysLate', headerName: 'Days late', type: 'number', width: 100 },
];

// A slot component: it reads the API from context, no prop needed.
function TasksToolbar() {
  const apiRef = useGridApiContext();

  // Rows left after filtering, in their sorted order.
  const visibleIds = () => gridExpandedSortedRowIdsSelector(apiRef);

  const selectLate = () => {
    const lateIds = visibleIds().filter((id) => apiRef.current.getCellValue<number>(id, 'daysLate') > 0);
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set(lateIds) });
  };

  const goToLast = () => apiRef.current.scrollToIndexes({ rowIndex: visibleIds().length - 1 });

  return (
    <Toolbar>
      <Button size="small" onClick={selectLate}>
        Select late tasks
      </Button>
      <Button size="small" onClick={goToLast}>
        Scroll to last row
      </Button>
    </Toolbar>
  );
}

export default function ApiObjectInSlot() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ toolbar: TasksToolbar }}
        hideFooter
      />
    </Box>
  );
}
