import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface MeetingRoom {
  id: number;
  room: string;
  floor: number;
  seats: number;
  bookings: number;
}

const rooms: MeetingRoom[] = [
  { id: 1, room: 'Harbour View', floor: 2, seats: 12, bookings: 31 },
  { id: 2, room: 'Library', floor: 2, seats: 6, bookings: 24 },
  { id: 3, room: 'Workshop', floor: 3, seats: 20, bookings: 9 },
  { id: 4, room: 'Phone booth A', floor: 3, seats: 1, bookings: 46 },
  { id: 5, room: 'Boardroom', floor: 5, seats: 16, bookings: 12 },
];

const columns: GridColDef<MeetingRoom>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 150 },
  // A floor number is a label, not a quantity: its menu has no Aggregation item.
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90, aggregable: false },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'bookings', headerName: 'Bookings this week', type: 'number', width: 170 },
];

export default function AggregationColDefAggregable() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rooms}
        columns={columns}
        initialState={{ aggregation: { model: { seats: 'sum', bookings: 'sum' } } }}
      />
    </div>
  );
}
