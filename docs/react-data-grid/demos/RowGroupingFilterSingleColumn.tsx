import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
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
  { id: 2, address: '5-1 Umeda, Osaka', continent: 'Asia', country: 'Japan', staff: 27 },
  { id: 3, address: '12 Marina Blvd, Singapore', continent: 'Asia', country: 'Singapore', staff: 45 },
  { id: 4, address: 'Kurfürstendamm 21, Berlin', continent: 'Europe', country: 'Germany', staff: 63 },
  { id: 5, address: 'Via Torino 8, Milan', continent: 'Europe', country: 'Italy', staff: 19 },
  { id: 6, address: '80 Collins St, Melbourne', continent: 'Oceania', country: 'Australia', staff: 38 },
];

const columns: GridColDef<Office>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 220 },
  { field: 'continent', headerName: 'Continent', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 80 },
];

export default function RowGroupingFilterSingleColumn() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={offices}
        columns={columns}
        showToolbar
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['continent', 'country'] },
          columns: { columnVisibilityModel: { continent: false, country: false } },
          // The value is compared with the group keys of every level: here it matches a country.
          filter: {
            filterModel: {
              items: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'equals', value: 'Japan' }],
            },
          },
        }}
      />
    </div>
  );
}
