import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

const priorities = ['Low', 'Medium', 'High', 'Urgent'];

const issues = [
  { id: 812, title: 'Checkout button overlaps footer on iOS', priority: 'High', reporter: 'Leila Haddad', note: 'Safari only' },
  { id: 815, title: 'Export to CSV drops accented letters', priority: 'Medium', reporter: 'Jonas Berg', note: '' },
  { id: 817, title: 'Password reset email arrives twice', priority: 'Low', reporter: 'Ama Owusu', note: 'Check queue retries' },
  { id: 820, title: 'Dashboard fails to load for new accounts', priority: 'Urgent', reporter: 'Tom Fischer', note: 'Hotfix in review' },
  { id: 824, title: 'Search ignores the date filter', priority: 'High', reporter: 'Mina Park', note: '' },
  { id: 829, title: 'Typo in the invoice footer', priority: 'Low', reporter: 'Rui Santos', note: 'Copy team' },
];

// A header filter with an "Any" choice instead of the default select.
function PriorityHeaderFilter({ item }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label="Priority is"
      value={item.value ?? ''}
      onChange={(event) => {
        const value = event.target.value;
        if (value === '') {
          apiRef.current.deleteFilterItem(item);
        } else {
          apiRef.current.upsertFilterItem({ ...item, operator: 'is', value });
        }
      }}
    >
      <MenuItem value="">Any</MenuItem>
      {priorities.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {priority}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Issue', type: 'number', width: 90 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: priorities,
    width: 140,
    renderHeaderFilter: (params) => <PriorityHeaderFilter {...params} />,
  },
  { field: 'reporter', headerName: 'Reporter', width: 140 },
  // Returning null leaves this header filter cell empty.
  { field: 'note', headerName: 'Note', width: 160, renderHeaderFilter: () => null },
];

export default function HeaderFiltersCustomCell() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rows={issues} columns={columns} headerFilters headerFilterHeight={64} />
    </div>
  );
}
