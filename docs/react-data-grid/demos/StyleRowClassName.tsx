import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  copies: number;
  onLoan: number;
}

const books: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', copies: 4, onLoan: 1 },
  { id: 2, title: 'Pachinko', author: 'Min Jin Lee', copies: 3, onLoan: 3 },
  { id: 3, title: 'The Overstory', author: 'Richard Powers', copies: 2, onLoan: 0 },
  { id: 4, title: 'Small Things Like These', author: 'Claire Keegan', copies: 5, onLoan: 5 },
  { id: 5, title: 'Piranesi', author: 'Susanna Clarke', copies: 3, onLoan: 2 },
  { id: 6, title: 'Homegoing', author: 'Yaa Gyasi', copies: 2, onLoan: 1 },
  { id: 7, title: 'Klara and the Sun', author: 'Kazuo Ishiguro', copies: 4, onLoan: 4 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 80 },
  { field: 'onLoan', headerName: 'On loan', type: 'number', width: 90 },
];

// One callback can return several classes: a stripe class, and a class from the row's data.
const getRowClassName = (params: GridRowClassNameParams<Book>) => {
  const stripe = params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';
  const available = params.row.copies - params.row.onLoan;
  return available === 0 ? `${stripe} row--unavailable` : stripe;
};

export default function StyleRowClassName() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .row--odd': { bgcolor: 'action.hover' },
        // Secondary text, not disabled text: the row is still data the reader must be able to read.
        '& .row--unavailable': { color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <DataGrid rows={books} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
