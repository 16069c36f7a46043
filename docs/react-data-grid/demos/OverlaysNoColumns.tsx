import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  floor: number;
  seats: number;
  videoCall: boolean;
}

const rooms: Room[] = [
  { id: 1, room: 'Fjord', floor: 2, seats: 6, videoCall: true },
  { id: 2, room: 'Tundra', floor: 2, seats: 4, videoCall: false },
  { id: 3, room: 'Savanna', floor: 3, seats: 12, videoCall: true },
  { id: 4, room: 'Atoll', floor: 4, seats: 2, videoCall: false },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'videoCall', headerName: 'Video call', type: 'boolean', width: 100 },
];

export default function OverlaysNoColumns() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rooms}
        columns={columns}
        // Every column starts hidden. "Manage columns" opens the columns panel to bring them back.
        initialState={{
          columns: { columnVisibilityModel: { room: false, floor: false, seats: false, videoCall: false } },
        }}
        hideFooter
      />
    </div>
  );
}
