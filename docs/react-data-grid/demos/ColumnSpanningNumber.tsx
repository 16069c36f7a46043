import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shop {
  id: number;
  shop: string;
  weekdays: string;
  saturday: string;
  sunday: string;
}

// Weekend hours are the same on both days, so the Sunday values are never shown.
const shops: Shop[] = [
  { id: 1, shop: 'Canal Street', weekdays: '08:00–19:00', saturday: '09:00–17:00', sunday: '' },
  { id: 2, shop: 'Market Square', weekdays: '07:30–20:00', saturday: '08:00–18:00', sunday: '' },
  { id: 3, shop: 'Station Arcade', weekdays: '06:30–21:00', saturday: '07:00–21:00', sunday: '' },
  { id: 4, shop: 'Riverside Mall', weekdays: '10:00–20:00', saturday: '10:00–18:00', sunday: '' },
];

const columns: GridColDef<Shop>[] = [
  { field: 'shop', headerName: 'Shop', flex: 1, minWidth: 140 },
  { field: 'weekdays', headerName: 'Mon–Fri', width: 130 },
  {
    field: 'saturday',
    headerName: 'Sat',
    width: 110,
    align: 'center',
    // A number: every cell of the column covers this column and the next one.
    colSpan: 2,
  },
  { field: 'sunday', headerName: 'Sun', width: 110 },
];

export default function ColumnSpanningNumber() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={shops}
        columns={columns}
        // Moving or hiding Sun would change what the weekend cells cover.
        disableColumnSorting
        disableColumnMenu
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
      />
    </div>
  );
}
