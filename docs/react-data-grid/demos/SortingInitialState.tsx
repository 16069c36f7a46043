import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const tasks = [
  { id: 1, task: 'Draft the release notes', owner: 'Lena Fischer', estimate: 3, due: new Date(2025, 5, 12) },
  { id: 2, task: 'Fix the login redirect', owner: 'Omar Haddad', estimate: 5, due: new Date(2025, 5, 9) },
  { id: 3, task: 'Update the privacy policy', owner: 'Julia Santos', estimate: 2, due: new Date(2025, 5, 20) },
  { id: 4, task: 'Review the onboarding flow', owner: 'Lena Fischer', estimate: 8, due: new Date(2025, 5, 16) },
  { id: 5, task: 'Rotate the API keys', owner: 'Tomasz Nowak', estimate: 1, due: new Date(2025, 5, 10) },
  { id: 6, task: 'Prepare the sprint demo', owner: 'Omar Haddad', estimate: 3, due: new Date(2025, 5, 13) },
];

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 190 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 110 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
];

// The sort the grid starts with: soonest due date first.
const initialSortModel: GridSortModel = [{ field: 'due', sort: 'asc' }];

export default function SortingInitialState() {
  // Only a copy for display: the grid owns its sort model.
  const [shownModel, setShownModel] = useState<GridSortModel>(initialSortModel);

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          initialState={{ sorting: { sortModel: initialSortModel } }}
          onSortModelChange={setShownModel}
          hideFooter
        />
      </div>
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
        sortModel: {JSON.stringify(shownModel)}
      </Typography>
    </Stack>
  );
}
