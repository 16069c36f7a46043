import { useCallback } from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';

interface Talk {
  id: number;
  title: string;
  track: string;
  speaker: string;
  room: string;
  minutes: number;
}

const talks: Talk[] = [
  { id: 1, title: 'Streaming server components', track: 'Frontend', speaker: 'Maya Lindqvist', room: 'Hall A', minutes: 40 },
  { id: 2, title: 'CSS container queries in practice', track: 'Frontend', speaker: 'Tomás Ortega', room: 'Hall A', minutes: 30 },
  { id: 3, title: 'Accessible data tables', track: 'Frontend', speaker: 'Grace Adeyemi', room: 'Room 2', minutes: 30 },
  { id: 4, title: 'Postgres partitioning at scale', track: 'Backend', speaker: 'Ravi Menon', room: 'Hall B', minutes: 40 },
  { id: 5, title: 'Idempotent payment APIs', track: 'Backend', speaker: 'Sofia Marino', room: 'Hall B', minutes: 30 },
  { id: 6, title: 'Tracing a request end to end', track: 'Operations', speaker: 'Jonas Weber', room: 'Room 3', minutes: 40 },
  { id: 7, title: 'Cheaper Kubernetes clusters', track: 'Operations', speaker: 'Aiko Tanaka', room: 'Room 3', minutes: 30 },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', width: 260 },
  { field: 'track', headerName: 'Track', width: 120 },
  { field: 'speaker', headerName: 'Speaker', width: 150 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 90 },
];

export default function RecipesRowGroupingToggleOnClick() {
  const apiRef = useGridApiRef();

  // A click anywhere on a group row opens it or closes it. Data rows are left alone.
  const handleRowClick = useCallback<GridEventListener<'rowClick'>>(
    (params) => {
      const node = apiRef.current?.getRowNode(params.id);
      if (node?.type === 'group') {
        apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
      }
    },
    [apiRef],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={talks}
        columns={columns}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        initialState={{
          rowGrouping: { model: ['track'] },
          columns: { columnVisibilityModel: { track: false } },
        }}
      />
    </div>
  );
}
