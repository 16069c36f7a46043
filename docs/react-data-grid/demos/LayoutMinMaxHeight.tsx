import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const tasks = [
  'Book the venue',
  'Send the invitations',
  'Order the catering',
  'Hire a photographer',
  'Print the name badges',
  'Rehearse the talks',
  'Set up the stage',
  'Test the microphones',
  'Collect the feedback forms',
  'Pay the suppliers',
];

const columns: GridColDef[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
];

export default function LayoutMinMaxHeight() {
  const [count, setCount] = useState(2);
  const rows = tasks.slice(0, count).map((task, index) => ({ id: index + 1, task }));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={count === 0} onClick={() => setCount(count - 1)}>
          Remove a row
        </Button>
        <Button variant="outlined" disabled={count === tasks.length} onClick={() => setCount(count + 1)}>
          Add a row
        </Button>
      </Stack>
      {/* A flex column with limits: the grid grows with its rows between 200 px and 400 px. */}
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
