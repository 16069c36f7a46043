import dayjs from 'dayjs';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
  startDate: Date;
  remote: boolean;
}

const day = (iso: string) => dayjs(iso).toDate();

const employees: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', salary: 82000, startDate: day('2019-04-01'), remote: true },
  { id: 2, name: 'Lukas Becker', department: 'Sales', salary: 61000, startDate: day('2021-09-13'), remote: false },
  { id: 3, name: 'Sofía Navarro', department: 'Design', salary: 67500, startDate: day('2020-02-17'), remote: true },
  { id: 4, name: 'Daniel Kim', department: 'Engineering', salary: 91000, startDate: day('2017-06-05'), remote: false },
  { id: 5, name: 'Fatima Zahra', department: 'Finance', salary: 72000, startDate: day('2022-01-10'), remote: false },
  { id: 6, name: 'Oliver Hughes', department: 'Support', salary: 43500, startDate: day('2023-03-20'), remote: true },
  { id: 7, name: 'Yuki Tanaka', department: 'Engineering', salary: 76000, startDate: day('2021-11-02'), remote: true },
  { id: 8, name: 'Chiara Russo', department: 'Sales', salary: 58000, startDate: day('2018-08-27'), remote: false },
  { id: 9, name: 'Hanna Lindqvist', department: 'Design', salary: 71000, startDate: day('2016-05-09'), remote: true },
  { id: 10, name: 'Grace Moyo', department: 'Engineering', salary: 98000, startDate: day('2015-03-16'), remote: false },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `€${Math.round(value).toLocaleString('en-GB')}`,
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 130 },
];

export default function DemoDepartmentGrouping() {
  return (
    <div style={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { department: false } },
          // Per group and for the whole table: average salary, earliest start, number of remote staff.
          aggregation: { model: { salary: 'avg', startDate: 'min', remote: 'sizeTrue' } },
        }}
      />
    </div>
  );
}
