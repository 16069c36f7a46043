import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const initialTasks: Task[] = [
  { id: 101, task: 'Fix checkout timeout on slow networks', owner: 'Ana' },
  { id: 102, task: 'Add VAT number to invoices', owner: 'Malik' },
  { id: 103, task: 'Translate onboarding emails to German', owner: 'Lena' },
  { id: 104, task: 'Archive orders older than 7 years', owner: 'Joon' },
  { id: 105, task: 'Show delivery slots in the cart', owner: 'Ana' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Backlog item', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

// Returns a new array with one item moved, as the grid did on screen.
function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function RowOrderingPersist() {
  const [tasks, setTasks] = useState<Task[]>(initialTasks);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // In a real app, send the new order to your server here.
    setTasks((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Stack spacing={1.5}>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          rows={tasks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
      <Alert severity="info">
        Saved priority: {tasks.map((task) => `#${task.id}`).join(' › ')}
      </Alert>
    </Stack>
  );
}
