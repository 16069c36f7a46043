import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
  startDate: Date;
  remote: boolean;
}

const day = (iso: string) => dayjs(iso).toDate();

const initialEmployees: Employee[] = [
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

const euros = (value: number) => `€${value.toLocaleString('en-GB')}`;

export default function DemoEmployeeDirectory() {
  const [rows, setRows] = useState<Employee[]>(initialEmployees);

  // Memoized: the columns keep the same reference on every render.
  const columns = useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Employee',
        flex: 1,
        minWidth: 190,
        // Custom cell: initials in an avatar, then the name.
        renderCell: ({ value }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: 13 }}>{value?.slice(0, 1)}</Avatar>
            <span>{value}</span>
          </Stack>
        ),
      },
      {
        field: 'department',
        headerName: 'Department',
        type: 'singleSelect',
        valueOptions: ['Design', 'Engineering', 'Finance', 'Sales', 'Support'],
        width: 130,
        editable: true,
      },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true, valueFormatter: euros },
      { field: 'startDate', headerName: 'Start date', type: 'date', width: 120, editable: true },
      { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label="Delete"
              onClick={() => setRows((previous) => previous.filter((row) => row.id !== params.id))}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  const saveRow = (newRow: Employee) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees"
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        processRowUpdate={saveRow}
        pageSizeOptions={[5, 10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 5 } },
          sorting: { sortModel: [{ field: 'startDate', sort: 'asc' }] },
        }}
      />
    </div>
  );
}
