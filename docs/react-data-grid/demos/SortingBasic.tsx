import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const mountains = [
  { id: 1, name: 'Mont Blanc', country: 'France, Italy', height: 4806, firstAscent: 1786 },
  { id: 2, name: 'Zugspitze', country: 'Germany, Austria', height: 2962, firstAscent: 1820 },
  { id: 3, name: 'Matterhorn', country: 'Switzerland, Italy', height: 4478, firstAscent: 1865 },
  { id: 4, name: 'Triglav', country: 'Slovenia', height: 2864, firstAscent: 1778 },
  { id: 5, name: 'Grossglockner', country: 'Austria', height: 3798, firstAscent: 1800 },
  { id: 6, name: 'Eiger', country: 'Switzerland', height: 3967, firstAscent: 1858 },
  { id: 7, name: 'Monte Rosa', country: 'Switzerland, Italy', height: 4634, firstAscent: 1855 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Mountain', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 150 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
  {
    field: 'firstAscent',
    headerName: 'First ascent',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value), // a year: no thousands separator
  },
];

export default function SortingBasic() {
  // Starts sorted by height, tallest first. Click a header to change it.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={mountains}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'height', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
