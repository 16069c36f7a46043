import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  format: string;
  price: number;
  published: Date;
  inPrint: boolean;
}

const books: Book[] = [
  { id: 1, title: 'Middlemarch', format: 'Paperback', price: 9.99, published: new Date(1871, 11, 1), inPrint: true },
  { id: 2, title: 'The Master and Margarita', format: 'Hardcover', price: 24.5, published: new Date(1967, 0, 1), inPrint: true },
  { id: 3, title: 'Pedro Páramo', format: 'Paperback', price: 12, published: new Date(1955, 2, 19), inPrint: false },
  { id: 4, title: 'The Tale of Genji', format: 'E-book', price: 6.49, published: new Date(1008, 0, 1), inPrint: true },
  { id: 5, title: 'Season of Migration to the North', format: 'Paperback', price: 11.25, published: new Date(1966, 5, 1), inPrint: false },
];

// Each column type brings its own editor.
const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title (text)', flex: 1, minWidth: 180, editable: true },
  {
    field: 'format',
    headerName: 'Format (select)',
    type: 'singleSelect',
    valueOptions: ['Paperback', 'Hardcover', 'E-book'],
    width: 140,
    editable: true,
  },
  { field: 'price', headerName: 'Price (number)', type: 'number', width: 130, editable: true },
  { field: 'published', headerName: 'Published (date)', type: 'date', width: 150, editable: true },
  { field: 'inPrint', headerName: 'In print', type: 'boolean', width: 90, editable: true },
];

export default function EditingCellBasic() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </div>
  );
}
