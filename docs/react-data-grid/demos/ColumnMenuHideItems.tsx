import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  track: string;
  room: string;
  minutes: number;
}

const talks: Talk[] = [
  {
    id: 1,
    title: 'Streaming SSR without the tears',
    speaker: 'Priya Raman',
    track: 'Frontend',
    room: 'Hall A',
    minutes: 40,
  },
  { id: 2, title: 'Postgres indexes you forgot', speaker: 'Jonas Berg', track: 'Data', room: 'Room 3', minutes: 30 },
  { id: 3, title: 'Accessible data tables', speaker: 'Fatima Zahra', track: 'Frontend', room: 'Hall B', minutes: 25 },
  {
    id: 4,
    title: 'On-call that people enjoy',
    speaker: 'Diego Alvarez',
    track: 'Operations',
    room: 'Room 3',
    minutes: 40,
  },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'track', headerName: 'Track', width: 120 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function ColumnMenuHideItems() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={talks}
        columns={columns}
        hideFooter
        slotProps={{
          // `null` removes the sort items from every column menu.
          // Clicking a header still sorts the column.
          columnMenu: { slots: { columnMenuSortItem: null } },
        }}
      />
    </div>
  );
}
