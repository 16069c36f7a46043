import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const branches = ['Central', 'Riverside', 'Old Town', 'Harbour'];
const titles = ['Dune', 'Beloved', 'Persepolis', 'Stoner', 'Kindred', 'Solaris', 'Emma', 'Ulysses', 'Hamnet'];

// 64 library loans, built from a few values so the demo stays short.
const loans = Array.from({ length: 64 }, (_, index) => ({
  id: 7201 + index,
  title: titles[index % titles.length],
  branch: branches[index % branches.length],
  daysLeft: (index * 5) % 22,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Loan', width: 80 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 130 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'daysLeft', headerName: 'Days left', type: 'number', width: 110 },
];

export default function PaginationPageSizeOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        // A number is shown as it is; `{ value, label }` shows a label of your own.
        // `-1` puts every row on one page.
        pageSizeOptions={[10, 20, { value: -1, label: 'All' }]}
      />
    </div>
  );
}
