import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const slots = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'];

type Day = { id: string } & Record<string, string>;

// One subject per hour. Consecutive hours with the same subject become one cell.
const subjects: Record<string, string[]> = {
  Monday: ['Maths', 'Chemistry lab', 'Chemistry lab', 'English', 'Lunch', 'History'],
  Tuesday: ['PE', 'PE', 'Maths', 'Geography', 'Lunch', 'Art'],
  Wednesday: ['English', 'Physics', 'Maths', 'Maths', 'Lunch', 'Music'],
  Thursday: ['Biology', 'Biology', 'Biology', 'English', 'Lunch', 'Study'],
  Friday: ['History', 'Maths', 'Project work', 'Project work', 'Project work', 'Project work'],
};

// One row per day, one property per hour: { id: 'Monday', '08:00': 'Maths', ... }
const week: Day[] = Object.entries(subjects).map(([day, lessons]) => ({
  id: day,
  ...Object.fromEntries(slots.map((slot, index) => [slot, lessons[index]])),
}));

const columns: GridColDef<Day>[] = [
  { field: 'id', headerName: 'Day', width: 110 },
  ...slots.map((slot, index): GridColDef<Day> => ({
    field: slot,
    headerName: slot,
    width: 110,
    sortable: false,
    // Count how many of the following hours have the same subject as this one.
    colSpan: (value, row) => {
      let span = 1;
      while (index + span < slots.length && row[slots[index + span]] === value) {
        span += 1;
      }
      return span;
    },
  })),
];

export default function ColumnSpanningTimetable() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={week} columns={columns} showCellVerticalBorder disableColumnMenu hideFooter />
    </div>
  );
}
