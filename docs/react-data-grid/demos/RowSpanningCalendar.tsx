import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  title: string;
  team: string;
  color: string;
}

// Each cell holds the ID of the booking in that room for that hour, or null when the room is free.
const bookings: Record<number, Booking> = {
  101: { title: 'Sprint planning', team: 'Payments', color: '#1976d2' },
  102: { title: 'Candidate interview', team: 'Hiring', color: '#9c27b0' },
  103: { title: 'Candidate interview', team: 'Hiring', color: '#9c27b0' },
  104: { title: 'Design review', team: 'Mobile', color: '#2e7d32' },
  105: { title: 'Quarterly planning', team: 'Leadership', color: '#ed6c02' },
  106: { title: 'Customer call', team: 'Sales', color: '#0288d1' },
  107: { title: 'Onboarding', team: 'People', color: '#d32f2f' },
};

type Room = 'orion' | 'lyra' | 'vega';

type HourSlot = { id: number; hour: string } & Record<Room, number | null>;

const rows: HourSlot[] = [
  { id: 9, hour: '09:00', orion: 101, lyra: 102, vega: null },
  { id: 10, hour: '10:00', orion: 101, lyra: 103, vega: 105 },
  { id: 11, hour: '11:00', orion: null, lyra: null, vega: 105 },
  { id: 12, hour: '12:00', orion: 104, lyra: null, vega: 105 },
  { id: 13, hour: '13:00', orion: 104, lyra: 106, vega: 105 },
  { id: 14, hour: '14:00', orion: null, lyra: 106, vega: null },
  { id: 15, hour: '15:00', orion: 107, lyra: null, vega: null },
  { id: 16, hour: '16:00', orion: 107, lyra: null, vega: null },
];

function BookingCell({ bookingId }: { bookingId: number | null }) {
  if (bookingId == null) {
    return null;
  }
  const booking = bookings[bookingId];
  return (
    // Stretches to the full height of the merged cell.
    <Box
      sx={{
        alignSelf: 'stretch',
        flex: 1,
        my: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        borderLeft: `4px solid ${booking.color}`,
        bgcolor: `${booking.color}1f`,
        overflow: 'hidden',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
        {booking.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {booking.team}
      </Typography>
    </Box>
  );
}

const roomColumn = (field: Room, headerName: string): GridColDef<HourSlot> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 160,
  sortable: false,
  display: 'flex',
  // Sorting, filtering and export see the booking title...
  valueGetter: (value: number | null) => (value == null ? null : bookings[value].title),
  // ...but cells merge on the booking ID, so two interviews in a row stay apart.
  rowSpanValueGetter: (value: number | null) => value,
  renderCell: (params) => <BookingCell bookingId={params.row[field]} />,
});

const columns: GridColDef<HourSlot>[] = [
  { field: 'hour', headerName: 'Hour', width: 80, sortable: false },
  roomColumn('orion', 'Orion (8 seats)'),
  roomColumn('lyra', 'Lyra (4 seats)'),
  roomColumn('vega', 'Vega (12 seats)'),
];

export default function RowSpanningCalendar() {
  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
      />
    </div>
  );
}
