import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  price: number;
  pages: number;
}

const books: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', price: 14.5, pages: 880 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', price: 11, pages: 209 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', price: 12.9, pages: 258 },
  { id: 4, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', price: 16.2, pages: 417 },
  { id: 5, title: 'Mrs Dalloway', author: 'Virginia Woolf', price: 9.8, pages: 194 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function SortingApi() {
  // `null` until the grid mounts, hence the `?.` below.
  const apiRef = useGridApiRef();
  const [output, setOutput] = useState('Click a button.');

  const describe = () => {
    const model = apiRef.current?.getSortModel() ?? [];
    const [first] = apiRef.current?.getSortedRows() ?? [];
    setOutput(`Model: ${JSON.stringify(model)} · first row: ${first?.title}`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A direction given: the column is sorted that way. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('price', 'asc')}>
          Cheapest first
        </Button>
        {/* No direction: the next one in `sortingOrder`, as a header click would do. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('pages')}>
          Next order for Pages
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          Clear the sort
        </Button>
        <Button size="small" variant="outlined" onClick={describe}>
          Read the sort
        </Button>
      </Stack>
      <Typography variant="body2">{output}</Typography>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={books} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
