import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const articles = [
  { id: 1, title: 'Ten tips for faster builds', author: 'Nadia Petrova', views: 18230, updated: new Date(2025, 2, 14) },
  { id: 2, title: 'Debugging memory leaks', author: 'Ken Ito', views: 9410, updated: new Date(2025, 4, 2) },
  { id: 3, title: 'A gentle intro to WebSockets', author: 'Ama Boateng', views: 26775, updated: new Date(2024, 10, 28) },
  { id: 4, title: 'Writing accessible forms', author: 'Pablo Ruiz', views: 12050, updated: new Date(2025, 0, 9) },
  { id: 5, title: 'Caching HTTP responses', author: 'Ines Kühn', views: 7320, updated: new Date(2025, 5, 21) },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
  // Numbers and dates: largest or newest first on the first click.
  { field: 'views', headerName: 'Views', type: 'number', width: 100, sortingOrder: ['desc', 'asc'] },
  { field: 'updated', headerName: 'Updated', type: 'date', width: 120, sortingOrder: ['desc', 'asc'] },
];

export default function SortingOrder() {
  // Grid-wide: text columns cycle between A–Z and Z–A, and never return to unsorted.
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={articles} columns={columns} sortingOrder={['asc', 'desc']} hideFooter />
    </div>
  );
}
