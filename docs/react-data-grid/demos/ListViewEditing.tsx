import { useState } from 'react';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

type Status = 'To do' | 'In progress' | 'Done';

interface Task {
  id: number;
  title: string;
  owner: string;
  status: Status;
}

const statuses: Status[] = ['To do', 'In progress', 'Done'];

const tasks: Task[] = [
  { id: 1, title: 'Draft the spring newsletter', owner: 'Elif Kaya', status: 'In progress' },
  { id: 2, title: 'Renew the domain names', owner: 'Marcus Lee', status: 'To do' },
  { id: 3, title: 'Book the venue for the offsite', owner: 'Sara Lindqvist', status: 'Done' },
  { id: 4, title: 'Update the holiday calendar', owner: 'Elif Kaya', status: 'To do' },
  { id: 5, title: 'Review the support macros', owner: 'Marcus Lee', status: 'In progress' },
];

// The regular columns say which fields can be edited, even though list view hides them.
const columns: GridColDef<Task>[] = [
  {
    field: 'title',
    headerName: 'Task',
    flex: 1,
    editable: true,
    preProcessEditCellProps: (params) => ({ ...params.props, error: String(params.props.value ?? '').trim() === '' }),
  },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 120, editable: true },
];

function TaskCard({ row }: { row: Task }) {
  const apiRef = useGridApiContext();
  // The card re-renders when its row enters or leaves edit mode, and on every change.
  const editRow = useGridSelector(apiRef, gridEditRowsStateSelector)[row.id];

  if (!editRow) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.owner}
          </Typography>
        </Stack>
        <Chip size="small" label={row.status} color={row.status === 'Done' ? 'success' : 'default'} />
        <IconButton
          size="small"
          aria-label={`Edit ${row.title}`}
          onClick={() => apiRef.current.startRowEditMode({ id: row.id })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }

  const setValue = (field: 'title' | 'status', value: string) =>
    apiRef.current.setEditCellValue({ id: row.id, field, value });
  const save = () => apiRef.current.stopRowEditMode({ id: row.id });
  const cancel = () => apiRef.current.stopRowEditMode({ id: row.id, ignoreModifications: true });

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', height: '100%' }}
      // Keep keys inside the form: the grid would move between rows on arrow keys and block Space.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <TextField
        size="small"
        label="Task"
        autoFocus
        value={editRow.title.value}
        error={editRow.title.error}
        onChange={(event) => setValue('title', event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !editRow.title.error) {
            save();
          } else if (event.key === 'Escape') {
            cancel();
          }
        }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={editRow.status.value}
        onChange={(event) => setValue('status', event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ width: 130 }}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </TextField>
      <Button size="small" variant="contained" disabled={editRow.title.error} onClick={save}>
        Save
      </Button>
      <Button size="small" onClick={cancel}>
        Cancel
      </Button>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Task> = {
  field: 'taskCard',
  renderCell: ({ row }) => <TaskCard row={row} />,
};

export default function ListViewEditing() {
  const [lastSaved, setLastSaved] = useState('Nothing saved yet.');

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {lastSaved}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={tasks}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          editMode="row"
          rowHeight={68}
          disableRowSelectionOnClick
          hideFooter
          processRowUpdate={(newRow: Task) => {
            // Send the row to your server here.
            setLastSaved(`Saved: ${newRow.title} (${newRow.status})`);
            return newRow;
          }}
        />
      </div>
    </Stack>
  );
}
