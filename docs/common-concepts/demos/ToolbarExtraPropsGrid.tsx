import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  Toolbar,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Tell TypeScript about the extra prop the toolbar slot accepts.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddTask?: () => void;
  }
}

interface Task {
  id: number;
  title: string;
  owner: string;
  done: boolean;
}

const initialTasks: Task[] = [
  { id: 1, title: 'Review the Q3 budget', owner: 'Nadia', done: false },
  { id: 2, title: 'Book the team offsite venue', owner: 'Tomás', done: true },
  { id: 3, title: 'Update the onboarding checklist', owner: 'Mei', done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

// The toolbar reads the extra prop from its own props, typed by GridSlotProps.
function TasksToolbar({ onAddTask }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Button startIcon={<AddIcon />} size="small" onClick={onAddTask}>
        Add task
      </Button>
    </Toolbar>
  );
}

export default function ToolbarExtraPropsGrid() {
  const [tasks, setTasks] = useState<Task[]>(initialTasks);

  const addTask = () => {
    setTasks((current) => [
      ...current,
      {
        id: current.length + 1,
        title: `New task ${current.length + 1}`,
        owner: 'Unassigned',
        done: false,
      },
    ]);
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={columns}
        showToolbar
        slots={{ toolbar: TasksToolbar }}
        slotProps={{ toolbar: { onAddTask: addTask } }}
      />
    </Box>
  );
}
