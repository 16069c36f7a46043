import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Issue {
  id: number;
  title: string;
  url: string;
  assignee: string;
  status: 'Open' | 'In review' | 'Done';
  progress: number; // from 0 to 1
}

const issues: Issue[] = [
  {
    id: 1,
    title: 'Export ignores hidden columns',
    url: 'https://example.com/issues/1',
    assignee: 'Yara Haddad',
    status: 'In review',
    progress: 0.8,
  },
  {
    id: 2,
    title: 'Sticky header flickers on iOS',
    url: 'https://example.com/issues/2',
    assignee: 'Felix Brandt',
    status: 'Open',
    progress: 0.2,
  },
  {
    id: 3,
    title: 'Add a Polish locale',
    url: 'https://example.com/issues/3',
    assignee: 'Zofia Wrona',
    status: 'Done',
    progress: 1,
  },
  {
    id: 4,
    title: 'Date filter uses UTC',
    url: 'https://example.com/issues/4',
    assignee: 'Kenji Mori',
    status: 'Open',
    progress: 0,
  },
];

const statusColors = { Open: 'default', 'In review': 'warning', Done: 'success' } as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const columns: GridColDef<Issue>[] = [
  {
    field: 'title',
    headerName: 'Issue',
    flex: 1,
    minWidth: 220,
    // A link is focusable: give it the cell's tabIndex, so Tab does not stop on every link.
    renderCell: (params) => (
      <Link href={params.row.url} tabIndex={params.tabIndex}>
        {params.value}
      </Link>
    ),
  },
  {
    field: 'assignee',
    headerName: 'Assignee',
    width: 170,
    // `display: 'flex'` centres the avatar and the name vertically in the cell.
    display: 'flex',
    renderCell: (params) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 26, height: 26, fontSize: 12 }}>{initials(params.value)}</Avatar>
        <span>{params.value}</span>
      </Stack>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    display: 'flex',
    renderCell: (params) => (
      <Chip size="small" variant="outlined" label={params.value} color={statusColors[params.row.status]} />
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 130,
    display: 'flex',
    renderCell: (params) => (
      <LinearProgress
        variant="determinate"
        value={params.value * 100}
        // A progress bar needs its own name for screen readers.
        aria-label={`Progress of ${params.row.title}`}
        sx={{ width: '100%', height: 8, borderRadius: 4 }}
      />
    ),
  },
];

export default function ColumnDefinitionRenderCell() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={issues} columns={columns} hideFooter />
    </div>
  );
}
