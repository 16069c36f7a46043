import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Every row needs a unique `id`.
const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, pages: 417 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 258 },
];

// `field` picks the row property to show; `headerName` is the column title.
const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 160 },
  { field: 'year', headerName: 'Published', type: 'number', width: 110 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function FirstGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
