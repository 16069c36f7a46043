import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Book {
  isbn: string;
  title: string;
  genre: string;
  format: string;
  price: number;
}

const books: Book[] = [
  { isbn: '978-0-14-118776-1', title: 'Nineteen Eighty-Four', genre: 'Fiction', format: 'Paperback', price: 9.99 },
  { isbn: '978-0-06-112008-4', title: 'To Kill a Mockingbird', genre: 'Fiction', format: 'Hardcover', price: 18.5 },
  { isbn: '978-0-307-27778-7', title: 'The Road', genre: 'Fiction', format: 'E-book', price: 7.49 },
  { isbn: '978-0-553-38016-3', title: 'A Brief History of Time', genre: 'Science', format: 'Paperback', price: 12.0 },
  { isbn: '978-0-393-35498-9', title: 'The Gene', genre: 'Science', format: 'Hardcover', price: 24.0 },
  { isbn: '978-0-14-303943-3', title: 'The Omnivore’s Dilemma', genre: 'Food', format: 'Paperback', price: 14.0 },
];

const columns: GridColDef<Book>[] = [
  // Every value of these three columns is different: a group per book helps nobody.
  { field: 'isbn', headerName: 'ISBN', width: 160, groupable: false },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190, groupable: false },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'format', headerName: 'Format', width: 120 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 100,
    groupable: false,
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(2)),
  },
];

export default function RowGroupingGroupable() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium rows={books} columns={columns} getRowId={(row) => row.isbn} />
    </div>
  );
}
