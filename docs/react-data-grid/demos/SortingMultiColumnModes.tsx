import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Mode = 'modifier' | 'always' | 'single';

const books = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', genre: 'Science fiction', year: 1969 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', genre: 'Literary fiction', year: 1987 },
  { id: 3, title: 'The Dispossessed', author: 'Ursula K. Le Guin', genre: 'Science fiction', year: 1974 },
  { id: 4, title: 'Song of Solomon', author: 'Toni Morrison', genre: 'Literary fiction', year: 1977 },
  { id: 5, title: 'Kindred', author: 'Octavia E. Butler', genre: 'Science fiction', year: 1979 },
  { id: 6, title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin', genre: 'Fantasy', year: 1968 },
  { id: 7, title: 'Parable of the Sower', author: 'Octavia E. Butler', genre: 'Science fiction', year: 1993 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => String(value), // a year: no thousands separator
  },
];

export default function SortingMultiColumnModes() {
  const [mode, setMode] = useState<Mode>('modifier');

  return (
    <Stack spacing={1}>
      <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
        <FormControlLabel value="modifier" control={<Radio size="small" />} label="Shift+click adds a column" />
        <FormControlLabel value="always" control={<Radio size="small" />} label="Every click adds a column" />
        <FormControlLabel value="single" control={<Radio size="small" />} label="One column only" />
      </RadioGroup>
      <div style={{ height: 430, width: '100%' }}>
        <DataGridPro
          // A new key remounts the grid, so each mode starts from the same sort.
          key={mode}
          rows={books}
          columns={columns}
          multipleColumnsSortingMode={mode === 'always' ? 'always' : 'withModifierKey'}
          disableMultipleColumnsSorting={mode === 'single'}
          initialState={{ sorting: { sortModel: [{ field: 'author', sort: 'asc' }] } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
