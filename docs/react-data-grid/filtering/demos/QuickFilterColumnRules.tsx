import { DataGrid, type GetApplyQuickFilterFn, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  shelfNote: string;
}

const books: Book[] = [
  { id: 1, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, shelfNote: 'Signed copy' },
  { id: 2, title: 'White Teeth', author: 'Zadie Smith', year: 2000, shelfNote: 'Reading group pick' },
  { id: 3, title: 'Beloved', author: 'Toni Morrison', year: 1987, shelfNote: '' },
  { id: 4, title: 'The God of Small Things', author: 'Arundhati Roy', year: 1997, shelfNote: 'Two copies' },
  { id: 5, title: 'Wolf Hall', author: 'Hilary Mantel', year: 2009, shelfNote: 'Damaged cover' },
  { id: 6, title: 'Americanah', author: 'Chimamanda Ngozi Adichie', year: 2013, shelfNote: '' },
];

// "198" matches every year of the 1980s, "19" every year of the 1900s.
const yearStartsWith: GetApplyQuickFilterFn<Book, number> = (searchValue) => {
  if (!/^\d+$/.test(String(searchValue))) {
    return null; // Not digits: this column does not take part for this value.
  }
  return (year) => String(year).startsWith(String(searchValue));
};

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, getApplyQuickFilterFn: yearStartsWith },
  // Never searched: return null for every value.
  { field: 'shelfNote', headerName: 'Shelf note', width: 160, getApplyQuickFilterFn: () => null },
];

export default function QuickFilterColumnRules() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['198'] } },
        }}
      />
    </div>
  );
}
