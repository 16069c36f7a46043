import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const standings = [
  { id: 1, rank: 1, team: 'Riverside Rovers', points: 41, form: 'W W D W W' },
  { id: 2, rank: 2, team: 'Harbour Town', points: 38, form: 'W L W W D' },
  { id: 3, rank: 3, team: 'Millbrook United', points: 33, form: 'D W L W L' },
  { id: 4, rank: 4, team: 'Eastfield Athletic', points: 29, form: 'L D W L W' },
  { id: 5, rank: 5, team: 'Castle Vale', points: 24, form: 'L L D W L' },
];

const columns: GridColDef[] = [
  { field: 'rank', headerName: 'Pos.', type: 'number', width: 70 },
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 160 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
  // Never sortable, whatever the grid-level setting.
  { field: 'form', headerName: 'Last 5', width: 120, sortable: false },
];

export default function SortingDisable() {
  const [locked, setLocked] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Lock the table order"
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={standings}
          columns={columns}
          // The headers stop sorting, but `initialState` and `sortModel` still apply.
          disableColumnSorting={locked}
          initialState={{ sorting: { sortModel: [{ field: 'rank', sort: 'asc' }] } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
