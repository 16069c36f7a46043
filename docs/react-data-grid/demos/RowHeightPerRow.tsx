import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowHeightParams,
} from '@mui/x-data-grid';

interface Delivery {
  id: number;
  address: string;
  note?: string;
  window: string;
}

const rows: Delivery[] = [
  { id: 1, address: '14 Rue des Lilas, Nantes', window: '09:00–11:00' },
  { id: 2, address: '3 Kastanienallee, Berlin', note: 'Leave with the neighbour at no. 5', window: '10:00–12:00' },
  { id: 3, address: '27 Via Garibaldi, Turin', window: '12:00–14:00' },
  { id: 4, address: '8 Calle Mayor, Zaragoza', note: 'Call on arrival, the bell is broken', window: '14:00–16:00' },
  { id: 5, address: '61 Herengracht, Amsterdam', window: '16:00–18:00' },
];

// Shows the note, when there is one, on a second line under the address.
function AddressCell({ row }: GridRenderCellParams<Delivery>) {
  return (
    <Box sx={{ lineHeight: 1.4 }}>
      {row.address}
      {row.note && (
        <Typography variant="caption" component="div" color="text.secondary">
          {row.note}
        </Typography>
      )}
    </Box>
  );
}

const columns: GridColDef<Delivery>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 220, renderCell: AddressCell, display: 'flex' },
  { field: 'window', headerName: 'Time window', width: 130 },
];

// Rows with a note get 72px, scaled by the density. `null` keeps the default height.
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  model.note ? 72 * densityFactor : null;

export default function RowHeightPerRow() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} />
    </div>
  );
}
