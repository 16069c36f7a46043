import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Festival {
  id: number;
  name: string;
  country: string;
  city: string;
  month: string;
}

const festivals: Festival[] = [
  { id: 1, name: 'Roskilde Festival', country: 'Denmark', city: 'Roskilde', month: 'July' },
  { id: 2, name: 'Distortion', country: 'Denmark', city: 'Copenhagen', month: 'June' },
  { id: 3, name: 'Primavera Sound', country: 'Spain', city: 'Barcelona', month: 'June' },
  { id: 4, name: 'Sónar', country: 'Spain', city: 'Barcelona', month: 'June' },
  { id: 5, name: 'Mad Cool', country: 'Spain', city: 'Madrid', month: 'July' },
  { id: 6, name: 'Sziget', country: 'Hungary', city: 'Budapest', month: 'August' },
];

const columns: GridColDef<Festival>[] = [
  { field: 'name', headerName: 'Festival', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'month', headerName: 'Month', width: 100 },
];

// Called once per grouping column, with the criteria that column shows in `fields`.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => {
  if (fields.includes('city')) {
    return { headerName: 'Host city', hideDescendantCount: true, width: 150 };
  }
  return { headerName: 'Country of the festival', width: 210 };
};

export default function RowGroupingColDefCallback() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivals}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['country', 'city'] },
          columns: { columnVisibilityModel: { country: false, city: false } },
        }}
      />
    </div>
  );
}
