import { DataGrid, gridNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const files = [
  { id: 1, name: 'Quarterly report.pdf', owner: 'Hana Kim', size: '2.4 MB' },
  { id: 2, name: 'Team photo.jpg', owner: 'Luis Mendes', size: '860 KB' },
  { id: 3, name: 'Product launch.mp4', owner: 'Hana Kim', size: '1.3 GB' },
  { id: 4, name: 'Budget 2025.xlsx', owner: 'Priya Nair', size: '94 KB' },
  { id: 5, name: 'Shared drafts', owner: 'Luis Mendes', size: null },
  { id: 6, name: 'Brand guidelines.pdf', owner: 'Priya Nair', size: '12.8 MB' },
];

const units: Record<string, number> = { KB: 1e3, MB: 1e6, GB: 1e9 };

// '2.4 MB' -> 2400000. Folders have no size and stay null.
function toBytes(size: string | null): number | null {
  if (size == null) return null;
  const [amount, unit] = size.split(' ');
  return Number(amount) * units[unit];
}

// Convert, then hand over to the built-in number comparator, which also places empty values.
const sizeComparator: GridComparatorFn<string | null> = (a, b, paramsA, paramsB) =>
  gridNumberComparator(toBytes(a), toBytes(b), paramsA, paramsB);

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 190 },
  { field: 'owner', headerName: 'Owner', width: 130 },
  {
    field: 'size',
    headerName: 'Size',
    width: 110,
    align: 'right',
    headerAlign: 'right',
    sortComparator: sizeComparator,
    valueFormatter: (value: string | null) => value ?? '—',
  },
];

export default function SortingComparatorBuiltIn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={files}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
