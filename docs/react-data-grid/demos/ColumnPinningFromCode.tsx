import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Booking {
  id: number;
  guest: string;
  room: string;
  checkIn: string;
  nights: number;
  channel: string;
  email: string;
  total: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Olga Petrova', room: '204 · Double', checkIn: '2025-07-03', nights: 3, channel: 'Website', email: 'olga.petrova@example.com', total: 372 },
  { id: 2, guest: 'Samuel Adeyemi', room: '112 · Single', checkIn: '2025-07-04', nights: 1, channel: 'Phone', email: 'samuel.adeyemi@example.com', total: 89 },
  { id: 3, guest: 'Lucía Fernández', room: '305 · Suite', checkIn: '2025-07-04', nights: 5, channel: 'Travel agent', email: 'lucia.fernandez@example.com', total: 1240 },
  { id: 4, guest: 'Henrik Nilsson', room: '210 · Double', checkIn: '2025-07-06', nights: 2, channel: 'Website', email: 'henrik.nilsson@example.com', total: 248 },
];

const bookingColumns: GridColDef<Booking>[] = [
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'checkIn', headerName: 'Check-in', width: 120 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  { field: 'guest', headerName: 'Guest', width: 160 },
  { field: 'channel', headerName: 'Booked via', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// `pinnable: false` on every column: the column menus have no pinning items.
const columns: GridColDef<Booking>[] = bookingColumns.map((column) => ({ ...column, pinnable: false }));

type GuestPosition = 'left' | 'none' | 'right';

export default function ColumnPinningFromCode() {
  const [position, setPosition] = useState<GuestPosition>('left');

  // Your code decides what is pinned; the user only picks one of these options.
  const pinnedColumns = useMemo<GridPinnedColumnFields>(() => {
    if (position === 'left') {
      return { left: ['guest'] };
    }
    return position === 'right' ? { right: ['guest'] } : {};
  }, [position]);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="guest-position-label">
          Guest column
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_event, value: GuestPosition | null) => value && setPosition(value)}
          aria-labelledby="guest-position-label"
        >
          <ToggleButton value="left">Pinned left</ToggleButton>
          <ToggleButton value="none">Not pinned</ToggleButton>
          <ToggleButton value="right">Pinned right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGridPro rows={rows} columns={columns} pinnedColumns={pinnedColumns} hideFooter />
      </div>
    </div>
  );
}
