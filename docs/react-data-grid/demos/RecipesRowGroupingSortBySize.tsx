import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridComparatorFn,
  type GridSortCellParams,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  year: number;
}

const books: Book[] = [
  { id: 1, title: 'The Thursday Murder Club', author: 'Richard Osman', genre: 'Mystery', year: 2020 },
  { id: 2, title: 'Gideon the Ninth', author: 'Tamsyn Muir', genre: 'Fantasy', year: 2019 },
  { id: 3, title: 'Educated', author: 'Tara Westover', genre: 'Memoir', year: 2018 },
  { id: 4, title: 'Project Hail Mary', author: 'Andy Weir', genre: 'Science fiction', year: 2021 },
  { id: 5, title: 'Piranesi', author: 'Susanna Clarke', genre: 'Fantasy', year: 2020 },
  { id: 6, title: 'The Ministry of Time', author: 'Kaliane Bradley', genre: 'Science fiction', year: 2024 },
  { id: 7, title: 'The Priory of the Orange Tree', author: 'Samantha Shannon', genre: 'Fantasy', year: 2019 },
  { id: 8, title: 'Magpie Murders', author: 'Anthony Horowitz', genre: 'Mystery', year: 2016 },
  { id: 9, title: 'Babel', author: 'R. F. Kuang', genre: 'Fantasy', year: 2022 },
  { id: 10, title: 'Sea of Tranquility', author: 'Emily St. John Mandel', genre: 'Science fiction', year: 2022 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// The number of rows directly under a group; 0 for a data row.
const childCount = (cell: GridSortCellParams) => (cell.rowNode.type === 'group' ? cell.rowNode.children.length : 0);

// Groups compare by size, then by name when two groups have the same size.
const bySize: GridComparatorFn<string> = (genre1, genre2, cell1, cell2) =>
  childCount(cell1) - childCount(cell2) || String(genre1 ?? '').localeCompare(String(genre2 ?? ''));

export default function RecipesRowGroupingSortBySize() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={books}
        columns={columns}
        groupingColDef={{ headerName: 'Genre (by size)', sortComparator: bySize }}
        initialState={{
          rowGrouping: { model: ['genre'] },
          columns: { columnVisibilityModel: { genre: false } },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
      />
    </div>
  );
}
