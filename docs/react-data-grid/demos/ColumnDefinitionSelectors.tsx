import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  recipient: string;
  city: string;
  weightKg: number;
  carrier: string;
}

const parcels: Parcel[] = [
  { id: 1, tracking: 'PX-20931', recipient: 'Ilse de Vries', city: 'Utrecht', weightKg: 2.4, carrier: 'PostNL' },
  { id: 2, tracking: 'PX-20932', recipient: 'Rafael Costa', city: 'Braga', weightKg: 0.8, carrier: 'CTT' },
  { id: 3, tracking: 'PX-20933', recipient: 'Aino Virtanen', city: 'Tampere', weightKg: 5.1, carrier: 'Posti' },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 110 },
  { field: 'recipient', headerName: 'Recipient', width: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
];

// Rendered by the grid, so it can read the grid state with selectors.
function ColumnsFooter() {
  const apiRef = useGridApiContext();
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibleFields = useGridSelector(apiRef, gridVisibleColumnFieldsSelector);

  const hidden = allColumns.filter((column) => !visibleFields.includes(column.field));

  return (
    <GridFooterContainer sx={{ px: 1.5 }}>
      <Typography variant="body2">
        {visibleFields.length} of {allColumns.length} columns shown
        {hidden.length > 0 && ` · hidden: ${hidden.map((column) => column.headerName).join(', ')}`}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnDefinitionSelectors() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={columns}
        slots={{ footer: ColumnsFooter }}
        initialState={{ columns: { columnVisibilityModel: { carrier: false } } }}
      />
    </div>
  );
}
