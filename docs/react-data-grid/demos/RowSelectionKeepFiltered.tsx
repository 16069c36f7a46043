import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, createRowSelectionManager, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const songs = [
  { id: 1, title: 'Blue in Green', artist: 'Miles Davis', genre: 'Jazz' },
  { id: 2, title: 'Teardrop', artist: 'Massive Attack', genre: 'Trip hop' },
  { id: 3, title: 'Hoppípolla', artist: 'Sigur Rós', genre: 'Post-rock' },
  { id: 4, title: 'Naima', artist: 'John Coltrane', genre: 'Jazz' },
  { id: 5, title: 'Roads', artist: 'Portishead', genre: 'Trip hop' },
  { id: 6, title: 'Svefn-g-englar', artist: 'Sigur Rós', genre: 'Post-rock' },
  { id: 7, title: 'Take Five', artist: 'Dave Brubeck', genre: 'Jazz' },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'genre', headerName: 'Genre', width: 100 },
];

const startSelection: GridRowSelectionModel = { type: 'include', ids: new Set([1, 2, 3]) };

export default function RowSelectionKeepFiltered() {
  const [keep, setKeep] = useState(true);
  const [selection, setSelection] = useState<GridRowSelectionModel>(startSelection);

  const handleSwitch = (checked: boolean) => {
    // Start over with each setting: the same three songs and no search.
    setKeep(checked);
    setSelection(startSelection);
  };

  const selected = createRowSelectionManager(selection);
  const playlist = songs.filter((song) => selected.has(song.id)).map((song) => song.title);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => handleSwitch(event.target.checked)} />}
        label="Keep filtered-out rows selected"
      />
      <Typography variant="body2">Playlist: {playlist.join(', ') || 'empty'}</Typography>
      <div style={{ height: 530, width: '100%' }}>
        <DataGrid
          // A new grid for each setting, so the prop applies from the start.
          key={String(keep)}
          rows={songs}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
        />
      </div>
    </Stack>
  );
}
