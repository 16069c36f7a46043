import { DataGrid, type GridColDef, type GridColSpanFn } from '@mui/x-data-grid';

const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
type Day = (typeof days)[number];

type Period = { id: number; time: string } & Record<Day, string>;

// One school week of class 7B. A lesson that lasts two periods is written in both rows.
const rows: Period[] = [
  { id: 1, time: '08:30', monday: 'Maths', tuesday: 'English', wednesday: 'Science', thursday: 'French', friday: 'Maths' },
  { id: 2, time: '09:20', monday: 'Maths', tuesday: 'History', wednesday: 'Science', thursday: 'English', friday: 'Art' },
  { id: 3, time: '10:30', monday: 'English', tuesday: 'Maths', wednesday: 'Geography', thursday: 'Maths', friday: 'Art' },
  { id: 4, time: '11:20', monday: 'Music', tuesday: 'Maths', wednesday: 'French', thursday: 'History', friday: 'English' },
  { id: 5, time: '12:10', monday: 'Lunch', tuesday: 'Lunch', wednesday: 'Lunch', thursday: 'Lunch', friday: 'Lunch' },
  { id: 6, time: '13:10', monday: 'Science', tuesday: 'Computing', wednesday: 'English', thursday: 'Sports day', friday: 'Sports day' },
  { id: 7, time: '14:00', monday: 'Science', tuesday: 'Computing', wednesday: 'Drama', thursday: 'Sports day', friday: 'Sports day' },
];

// Span across the following days while they hold the same lesson.
const spanEqualDays: GridColSpanFn<Period, string> = (value, row, column) => {
  let span = 1;
  const start = days.indexOf(column.field as Day);
  while (start + span < days.length && row[days[start + span]] === value) {
    span += 1;
  }
  return span;
};

const columns: GridColDef<Period>[] = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  ...days.map(
    (day): GridColDef<Period> => ({
      field: day,
      headerName: day.charAt(0).toUpperCase() + day.slice(1),
      flex: 1,
      minWidth: 100,
      sortable: false,
      // Centres the lesson name in cells that span several rows.
      display: 'flex',
      align: 'center',
      headerAlign: 'center',
      colSpan: spanEqualDays,
    }),
  ),
];

export default function RowSpanningColumnSpanning() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        hideFooter
      />
    </div>
  );
}
