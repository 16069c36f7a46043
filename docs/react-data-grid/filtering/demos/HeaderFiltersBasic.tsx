import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const employees = [
  { id: 1, name: 'Aiko Tanaka', team: 'Platform', country: 'Japan', startDate: new Date(2019, 3, 1), salary: 88000 },
  { id: 2, name: 'Bruno Alves', team: 'Mobile', country: 'Brazil', startDate: new Date(2021, 8, 13), salary: 64000 },
  { id: 3, name: 'Clara Jensen', team: 'Platform', country: 'Denmark', startDate: new Date(2017, 0, 9), salary: 97000 },
  { id: 4, name: 'Diego Ramírez', team: 'Web', country: 'Mexico', startDate: new Date(2022, 5, 20), salary: 58000 },
  { id: 5, name: 'Esi Mensah', team: 'Data', country: 'Ghana', startDate: new Date(2020, 10, 2), salary: 76000 },
  { id: 6, name: 'Finn O’Brien', team: 'Web', country: 'Ireland', startDate: new Date(2023, 1, 6), salary: 61000 },
  { id: 7, name: 'Grace Liu', team: 'Data', country: 'Canada', startDate: new Date(2018, 6, 16), salary: 91000 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: ['Data', 'Mobile', 'Platform', 'Web'],
    width: 130,
  },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 150 },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 130 },
];

export default function HeaderFiltersBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: { items: [{ id: 'salary', field: 'salary', operator: '>=', value: 70000 }] },
          },
        }}
      />
    </div>
  );
}
