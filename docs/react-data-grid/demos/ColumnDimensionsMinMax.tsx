import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  isbn: string;
  pages: number;
}

const books: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', isbn: '978-0441478125', pages: 304 },
  { id: 2, title: 'Pedro Páramo', author: 'Juan Rulfo', isbn: '978-0802133908', pages: 128 },
  { id: 3, title: 'Things Fall Apart', author: 'Chinua Achebe', isbn: '978-0385474542', pages: 209 },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', isbn: '978-0679731726', pages: 245 },
  { id: 5, title: 'Solaris', author: 'Stanisław Lem', isbn: '978-0156027601', pages: 204 },
];

const columns: GridColDef<Book>[] = [
  // Starts at 200 px; users can drag it between 120 and 300 px.
  { field: 'title', headerName: 'Title', width: 200, minWidth: 120, maxWidth: 300 },
  // Never narrower than 140 px, no upper limit.
  { field: 'author', headerName: 'Author', width: 160, minWidth: 140 },
  // An ISBN has a fixed length: 130 to 150 px is all it ever needs.
  { field: 'isbn', headerName: 'ISBN', width: 140, minWidth: 130, maxWidth: 150 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function ColumnDimensionsMinMax() {
  const [message, setMessage] = useState('Drag the separator on the right of a header.');

  const handleResize: GridEventListener<'columnResize'> = ({ colDef, width }) => {
    const { minWidth = 50, maxWidth = Infinity } = colDef;
    let limit = '';
    if (width <= minWidth) {
      limit = ` (its minWidth)`;
    } else if (width >= maxWidth) {
      limit = ` (its maxWidth)`;
    }
    setMessage(`${colDef.headerName}: ${Math.round(width)} px${limit}`);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">{message}</Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={books} columns={columns} onColumnResize={handleResize} hideFooter />
      </div>
    </Stack>
  );
}
