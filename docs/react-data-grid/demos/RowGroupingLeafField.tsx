import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const books: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 286 },
  { id: 2, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, pages: 387 },
  { id: 3, title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin', year: 1968, pages: 183 },
  { id: 4, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 5, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993, pages: 345 },
  { id: 6, title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, pages: 288 },
  { id: 7, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 245 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'author', headerName: 'Author', width: 170 },
  // No thousands separator in years. Group rows have no year, so the formatter gets `undefined`.
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value?: number) => value ?? '' },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 80 },
];

export default function RowGroupingLeafField() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={books}
        columns={columns}
        // Group rows show the author; book rows show their title in the same column.
        groupingColDef={{ headerName: 'Author / title', leafField: 'title', width: 260 }}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['author'] },
          columns: { columnVisibilityModel: { title: false, author: false } },
        }}
      />
    </div>
  );
}
