import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  team: string;
  channel: string;
  hoursToResolve: number;
}

const tickets: Ticket[] = [
  { id: 1, team: 'Billing', channel: 'Email', hoursToResolve: 6 },
  { id: 2, team: 'Billing', channel: 'Chat', hoursToResolve: 2 },
  { id: 3, team: 'Billing', channel: 'Phone', hoursToResolve: 1 },
  { id: 4, team: 'Billing', channel: 'Email', hoursToResolve: 9 },
  { id: 5, team: 'Technical', channel: 'Email', hoursToResolve: 20 },
  { id: 6, team: 'Technical', channel: 'Chat', hoursToResolve: 7 },
  { id: 7, team: 'Technical', channel: 'Chat', hoursToResolve: 11 },
  { id: 8, team: 'Technical', channel: 'Phone', hoursToResolve: 4 },
  { id: 9, team: 'Accounts', channel: 'Email', hoursToResolve: 5 },
  { id: 10, team: 'Accounts', channel: 'Phone', hoursToResolve: 2 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'hoursToResolve', headerName: 'Hours to resolve', type: 'number', width: 150 },
];

type Measure = 'avg' | 'max' | 'size';

export default function ControlledPivotGrid() {
  const [pivotActive, setPivotActive] = useState(true);
  const [pivotModel, setPivotModel] = useState<GridPivotModel>({
    rows: [{ field: 'team' }],
    columns: [{ field: 'channel', sort: 'asc' }],
    values: [{ field: 'hoursToResolve', aggFunc: 'avg' }],
  });
  // The buttons show the function of the first value, whatever set it.
  const measure = pivotModel.values[0]?.aggFunc ?? null;

  const changeMeasure = (aggFunc: Measure | null) => {
    if (aggFunc) {
      setPivotModel((model) => ({ ...model, values: [{ field: 'hoursToResolve', aggFunc }] }));
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          label="Pivot"
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          onChange={(_, value: Measure | null) => changeMeasure(value)}
        >
          <ToggleButton value="avg">Average</ToggleButton>
          <ToggleButton value="max">Longest</ToggleButton>
          <ToggleButton value="size">Count</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={tickets}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </div>
    </Stack>
  );
}
