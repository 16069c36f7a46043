import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Severity = 'Low' | 'Medium' | 'High' | 'Critical';

const incidents = [
  { id: 1, title: 'Search results load slowly', severity: 'Medium', reported: 'Mon 09:14' },
  { id: 2, title: 'Payments fail for Maestro cards', severity: 'Critical', reported: 'Mon 10:02' },
  { id: 3, title: 'Typo on pricing page', severity: 'Low', reported: 'Mon 11:45' },
  { id: 4, title: 'Password reset email delayed', severity: 'High', reported: 'Tue 08:30' },
  { id: 5, title: 'Avatar upload rejects PNG files', severity: 'Medium', reported: 'Tue 13:20' },
  { id: 6, title: 'Dashboard chart shows wrong month', severity: 'High', reported: 'Wed 16:05' },
];

const rank: Record<Severity, number> = { Low: 0, Medium: 1, High: 2, Critical: 3 };

// Compare by rank, not alphabetically. The grid reverses it for descending order.
const severityComparator: GridComparatorFn<Severity> = (a, b) => rank[a] - rank[b];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Incident', flex: 1, minWidth: 200 },
  { field: 'severity', headerName: 'Severity', width: 110, sortComparator: severityComparator },
  { field: 'reported', headerName: 'Reported', width: 110 },
];

export default function SortingComparator() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={incidents}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'severity', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
