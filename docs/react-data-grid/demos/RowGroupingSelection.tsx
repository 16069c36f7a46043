import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowSelectionModel,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';

interface Session {
  id: number;
  title: string;
  day: string;
  room: string;
}

const sessions: Session[] = [
  { id: 1, title: 'Keynote: the state of the web', day: 'Thursday', room: 'Main hall' },
  { id: 2, title: 'CSS container queries in practice', day: 'Thursday', room: 'Room A' },
  { id: 3, title: 'Accessible data tables', day: 'Thursday', room: 'Room B' },
  { id: 4, title: 'Server components, one year on', day: 'Friday', room: 'Main hall' },
  { id: 5, title: 'Testing without mocks', day: 'Friday', room: 'Room A' },
  { id: 6, title: 'Closing panel', day: 'Friday', room: 'Main hall' },
];

const columns: GridColDef<Session>[] = [
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 240 },
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'room', headerName: 'Room', width: 110 },
];

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

// The model holds group row IDs too: keep the sessions only.
function selectedSessions(model: GridRowSelectionModel) {
  return sessions.filter((session) =>
    model.type === 'include' ? model.ids.has(session.id) : !model.ids.has(session.id),
  );
}

export default function RowGroupingSelection() {
  const [propagation, setPropagation] = useState<GridRowSelectionPropagation>({ parents: true, descendants: true });
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const picked = selectedSessions(selection);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants ?? false}
              onChange={(event) => setPropagation((prev) => ({ ...prev, descendants: event.target.checked }))}
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents ?? false}
              onChange={(event) => setPropagation((prev) => ({ ...prev, parents: event.target.checked }))}
            />
          }
          label="parents"
        />
      </Stack>
      <div style={{ height: 470, width: '100%' }}>
        <DataGridPremium
          rows={sessions}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ width: 170 }}
          initialState={{
            rowGrouping: { model: ['day'] },
            columns: { columnVisibilityModel: { day: false } },
          }}
        />
      </div>
      <Typography variant="body2">
        Your agenda: {picked.length === 0 ? 'nothing yet' : picked.map((session) => session.title).join(' · ')}
      </Typography>
    </Stack>
  );
}
