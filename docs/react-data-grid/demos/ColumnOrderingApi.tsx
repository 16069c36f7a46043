import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  rating: number;
}

const rows: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', year: 1871, rating: 4.1 },
  { id: 2, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967, rating: 4.3 },
  { id: 3, title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955, rating: 4.0 },
  { id: 4, title: 'Stoner', author: 'John Williams', year: 1965, rating: 4.3 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ColumnOrderingApi() {
  const apiRef = useGridApiRef();

  // Indexes start at 0 and count every column, including hidden ones.
  const moveRatingFirst = () => apiRef.current?.setColumnIndex('rating', 0);
  const moveTitleLast = () => apiRef.current?.setColumnIndex('title', columns.length - 1);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={moveRatingFirst}>
          Move Rating first
        </Button>
        <Button size="small" variant="outlined" onClick={moveTitleLast}>
          Move Title last
        </Button>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </div>
  );
}
