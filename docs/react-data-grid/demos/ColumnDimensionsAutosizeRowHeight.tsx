import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  abstract: string;
  room: string;
}

const talks: Talk[] = [
  {
    id: 1,
    title: 'Fast builds on slow laptops',
    speaker: 'Renata Duarte',
    abstract:
      'How our team cut a twelve-minute build to ninety seconds with caching, smaller bundles and a few honest measurements before each change.',
    room: 'Hall A',
  },
  {
    id: 2,
    title: 'Accessible data tables',
    speaker: 'Samuel Okafor',
    abstract: 'Keyboard navigation, screen reader announcements and focus management in a grid with ten thousand rows.',
    room: 'Room 2',
  },
  {
    id: 3,
    title: 'Time zones, again',
    speaker: 'Hanna Lindqvist',
    abstract: 'Store instants, show local times, and test the week the clocks change.',
    room: 'Room 3',
  },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Title' },
  { field: 'speaker', headerName: 'Speaker' },
  // Without a maxWidth, autosizing would put the whole abstract on one line.
  { field: 'abstract', headerName: 'Abstract', maxWidth: 360 },
  { field: 'room', headerName: 'Room' },
];

export default function ColumnDimensionsAutosizeRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current?.autosizeColumns()}>
          Fit columns to content
        </Button>
        <Button onClick={() => apiRef.current?.updateColumns(columns.map((column) => ({ ...column, width: 100 })))}>
          Back to 100 px
        </Button>
      </Stack>
      <div style={{ height: 460, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={talks}
          columns={columns}
          // Each row grows to fit its wrapped text.
          getRowHeight={() => 'auto'}
          // Content-sized cells have no vertical padding by default.
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
