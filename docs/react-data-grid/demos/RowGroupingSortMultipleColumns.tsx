import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Office {
  id: number;
  address: string;
  continent: string;
  country: string;
  staff: number;
}

const offices: Office[] = [
  { id: 1, address: '1-2-3 Marunouchi, Tokyo', continent: 'Asia', country: 'Japan', staff: 84 },
  { id: 2, address: '12 Marina Blvd, Singapore', continent: 'Asia', country: 'Singapore', staff: 45 },
  { id: 3, address: '88 Nanjing Rd, Shanghai', continent: 'Asia', country: 'China', staff: 52 },
  { id: 4, address: 'Kurfürstendamm 21, Berlin', continent: 'Europe', country: 'Germany', staff: 63 },
  { id: 5, address: 'Via Torino 8, Milan', continent: 'Europe', country: 'Italy', staff: 19 },
  { id: 6, address: 'Gran Vía 30, Madrid', continent: 'Europe', country: 'Spain', staff: 33 },
];

const columns: GridColDef<Office>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 220 },
  { field: 'continent', headerName: 'Continent', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 80 },
];

export default function RowGroupingSortMultipleColumns() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={offices}
        columns={columns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['continent', 'country'] },
          columns: { columnVisibilityModel: { continent: false, country: false } },
          // Each grouping column sorts its own level: countries Z to A, continents untouched.
          sorting: { sortModel: [{ field: getRowGroupingFieldFromGroupingCriteria('country'), sort: 'desc' }] },
        }}
      />
    </div>
  );
}
