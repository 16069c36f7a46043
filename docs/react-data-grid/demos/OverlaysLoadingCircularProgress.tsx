import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: string;
  title: string;
  author: string;
  dueBack: string;
}

const loans: Book[] = [
  { id: '978-0141439518', title: 'Pride and Prejudice', author: 'Jane Austen', dueBack: '2025-06-02' },
  { id: '978-0307474278', title: 'The Savage Detectives', author: 'Roberto Bolaño', dueBack: '2025-06-09' },
  { id: '978-0385474542', title: 'Things Fall Apart', author: 'Chinua Achebe', dueBack: '2025-06-11' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'dueBack', headerName: 'Due back', width: 110 },
];

export default function OverlaysLoadingCircularProgress() {
  const [loading, setLoading] = useState(true);
  const [hasRows, setHasRows] = useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={hasRows ? loans : []}
          columns={columns}
          loading={loading}
          // Set both, or an empty grid still gets the 'skeleton' default.
          slotProps={{ loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
