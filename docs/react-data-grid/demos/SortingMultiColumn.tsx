import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const employees = [
  { id: 1, name: 'Ayesha Khan', department: 'Finance', office: 'London', startYear: 2019 },
  { id: 2, name: 'Bruno Costa', department: 'Engineering', office: 'Lisbon', startYear: 2021 },
  { id: 3, name: 'Chloé Martin', department: 'Engineering', office: 'Paris', startYear: 2017 },
  { id: 4, name: 'Daniel Weiss', department: 'Finance', office: 'Berlin', startYear: 2022 },
  { id: 5, name: 'Elena Popescu', department: 'Engineering', office: 'Lisbon', startYear: 2018 },
  { id: 6, name: 'Farid Nasser', department: 'Sales', office: 'London', startYear: 2020 },
  { id: 7, name: 'Greta Jansen', department: 'Sales', office: 'Berlin', startYear: 2016 },
  { id: 8, name: 'Hugo Lefèvre', department: 'Finance', office: 'Paris', startYear: 2019 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 100 },
  {
    field: 'startYear',
    headerName: 'Joined',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value), // a year: no thousands separator
  },
];

export default function SortingMultiColumn() {
  // By department first; within a department, longest-serving first.
  // Shift+click (or Ctrl/⌘+click) a header to add it to the sort.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'startYear', sort: 'asc' },
            ],
          },
        }}
        hideFooter
      />
    </div>
  );
}
