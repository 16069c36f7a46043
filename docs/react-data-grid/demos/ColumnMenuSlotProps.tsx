import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const bookings = [
  { id: 1, guest: 'Ines Carvalho', room: '204', nights: 3, checkIn: '2025-08-01', channel: 'Direct' },
  { id: 2, guest: 'Peter Lindholm', room: '118', nights: 1, checkIn: '2025-08-01', channel: 'Booking site' },
  { id: 3, guest: 'Zainab Hassan', room: '305', nights: 5, checkIn: '2025-08-02', channel: 'Travel agent' },
  { id: 4, guest: 'Marco Bellini', room: '207', nights: 2, checkIn: '2025-08-03', channel: 'Direct' },
];

const columns: GridColDef[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  // This column has no menu at all: no ⋮ button in its header.
  { field: 'room', headerName: 'Room', width: 80, disableColumnMenu: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  { field: 'checkIn', headerName: 'Check-in', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 130 },
];

export default function ColumnMenuSlotProps() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={bookings}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            // `null` removes an item: here, "Hide column" and "Manage columns".
            slots: { columnMenuColumnsItem: null },
            // A lower displayOrder moves an item up: the filter item now comes before sorting.
            slotProps: { columnMenuFilterItem: { displayOrder: 0 } },
          },
        }}
      />
    </div>
  );
}
