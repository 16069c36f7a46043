import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

const runners = [
  { id: 1, name: 'Aisha Karimi', club: 'Leith AC', time: 2531 },
  { id: 2, name: 'Björn Halvorsen', club: 'Bergen Runners', time: null },
  { id: 3, name: 'Clara Dupont', club: 'Lyon Trail', time: 2498 },
  { id: 4, name: 'Dmitri Volkov', club: 'Riga Harriers', time: 2674 },
  { id: 5, name: 'Eilidh Fraser', club: 'Leith AC', time: null },
  { id: 6, name: 'Femi Adebayo', club: 'Lagos Striders', time: 2455 },
];

// Runners without a time (did not finish) stay at the bottom in both directions.
const getTimeComparator = (direction: GridSortDirection): GridComparatorFn<number | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, paramsA, paramsB) => {
    if (a == null) return b == null ? 0 : 1;
    if (b == null) return -1;
    return sign * gridNumberComparator(a, b, paramsA, paramsB);
  };
};

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'club', headerName: 'Club', width: 140 },
  {
    field: 'time',
    headerName: '10 km time',
    type: 'number',
    width: 120,
    getSortComparator: getTimeComparator,
    valueFormatter: (value: number | null) =>
      value == null ? 'DNF' : `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`,
  },
];

export default function SortingNullsLast() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={runners}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'asc' }] } }}
        hideFooter
      />
    </div>
  );
}
