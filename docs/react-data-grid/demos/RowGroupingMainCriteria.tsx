import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Novel {
  id: number;
  title: string;
  author: string;
  genre: string;
}

const novels: Novel[] = [
  { id: 1, title: 'The Murder of Roger Ackroyd', author: 'Agatha Christie', genre: 'Mystery' },
  { id: 2, title: 'And Then There Were None', author: 'Agatha Christie', genre: 'Mystery' },
  { id: 3, title: 'The Big Sleep', author: 'Raymond Chandler', genre: 'Mystery' },
  { id: 4, title: 'The Long Goodbye', author: 'Raymond Chandler', genre: 'Mystery' },
  { id: 5, title: 'Dune', author: 'Frank Herbert', genre: 'Science fiction' },
  { id: 6, title: 'Children of Dune', author: 'Frank Herbert', genre: 'Science fiction' },
  { id: 7, title: 'The Dispossessed', author: 'Ursula K. Le Guin', genre: 'Science fiction' },
  { id: 8, title: 'The Lathe of Heaven', author: 'Ursula K. Le Guin', genre: 'Science fiction' },
];

const columns: GridColDef<Novel>[] = [
  { field: 'title', headerName: 'Title', width: 230 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 140 },
];

export default function RowGroupingMainCriteria() {
  const [sortAuthors, setSortAuthors] = useState(false);

  const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) =>
    fields.includes('author')
      ? {
          headerName: 'Author / title',
          width: 280,
          // The data rows of this column show their title...
          leafField: 'title',
          // ...but with this, the column sorts and filters the author groups instead of the titles.
          mainGroupingCriteria: sortAuthors ? 'author' : undefined,
        }
      : { headerName: 'Genre', width: 180 };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={sortAuthors} onChange={(event) => setSortAuthors(event.target.checked)} />}
        label="mainGroupingCriteria: 'author'"
      />
      <div style={{ height: 440, width: '100%' }}>
        <DataGridPremium
          // Remount on toggle, so that the initial sort runs again with the new column definition.
          key={String(sortAuthors)}
          rows={novels}
          columns={columns}
          rowGroupingColumnMode="multiple"
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['genre', 'author'] },
            columns: { columnVisibilityModel: { title: false, author: false, genre: false } },
            sorting: { sortModel: [{ field: getRowGroupingFieldFromGroupingCriteria('author'), sort: 'desc' }] },
          }}
        />
      </div>
    </Stack>
  );
}
