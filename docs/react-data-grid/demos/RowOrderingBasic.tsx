import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  duration: string;
}

const tracks: Track[] = [
  { id: 1, title: 'Teardrop', artist: 'Massive Attack', duration: '5:29' },
  { id: 2, title: 'Pink Moon', artist: 'Nick Drake', duration: '2:04' },
  { id: 3, title: 'Hyperballad', artist: 'Björk', duration: '5:21' },
  { id: 4, title: 'Archangel', artist: 'Burial', duration: '3:58' },
  { id: 5, title: 'Roads', artist: 'Portishead', duration: '5:05' },
  { id: 6, title: 'Svefn-g-englar', artist: 'Sigur Rós', duration: '10:04' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'artist', headerName: 'Artist', flex: 1, minWidth: 130 },
  { field: 'duration', headerName: 'Length', width: 80, align: 'right', headerAlign: 'right' },
];

export default function RowOrderingBasic() {
  // `rowReordering` adds a drag handle column on the left.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={tracks} columns={columns} rowReordering hideFooter />
    </div>
  );
}
