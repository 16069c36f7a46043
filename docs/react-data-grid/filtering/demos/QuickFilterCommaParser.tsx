import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';

const offices = [
  { id: 1, city: 'New York', country: 'United States', team: 'Sales', staff: 42 },
  { id: 2, city: 'San Francisco', country: 'United States', team: 'Engineering', staff: 118 },
  { id: 3, city: 'Porto', country: 'Portugal', team: 'Support', staff: 35 },
  { id: 4, city: 'Buenos Aires', country: 'Argentina', team: 'Support', staff: 27 },
  { id: 5, city: 'Cape Town', country: 'South Africa', team: 'Engineering', staff: 51 },
  { id: 6, city: 'Kuala Lumpur', country: 'Malaysia', team: 'Finance', staff: 19 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 80 },
];

// "new york, porto" becomes ['new york', 'porto'] instead of three words.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function QuickFilterCommaParser() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={offices}
        columns={columns}
        showToolbar
        // A search-only grid: no filter panel, the quick filter still works.
        disableColumnFilter
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaList,
              quickFilterFormatter: (values) => values.join(', '),
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['new york', 'porto'],
              // A row matches if it contains any of the values.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </div>
  );
}
