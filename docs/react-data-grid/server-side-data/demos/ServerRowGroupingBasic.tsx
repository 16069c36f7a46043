import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

const departments = ['Engineering', 'Sales', 'Support', 'Finance'];
const offices = ['Berlin', 'Lisbon', 'Toronto'];
const people = ['Ada', 'Bram', 'Cleo', 'Dario', 'Esme', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jade', 'Kofi', 'Lior'];

const database: Employee[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  name: `${people[index % people.length]} ${String.fromCharCode(65 + Math.floor(index / people.length))}.`,
  department: departments[(index * 3 + Math.floor(index / 4)) % departments.length],
  office: offices[(index * 7) % offices.length],
  salary: 42000 + ((index * 3607) % 60000),
}));

// Stands in for your API. `groupFields` says how to group, `groupKeys` which group to open.
async function fetchEmployees(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const groupFields = (params.groupFields ?? []) as (keyof Employee)[];
  const groupKeys = params.groupKeys ?? [];
  const inGroup = database.filter((employee) => groupKeys.every((key, depth) => String(employee[groupFields[depth]]) === key));
  const isTopLevel = groupKeys.length === 0;

  if (groupKeys.length < groupFields.length) {
    // Return one row per group at the next level, with its number of employees.
    const field = groupFields[groupKeys.length];
    const counts = new Map<string, number>();
    inGroup.forEach((employee) => counts.set(String(employee[field]), (counts.get(String(employee[field])) ?? 0) + 1));
    const rows = [...counts.keys()].sort().map((key) => ({
      id: `group:${[...groupKeys, key].join('/')}`,
      groupKey: key,
      childCount: counts.get(key),
    }));
    return isTopLevel ? { rows, rowCount: rows.length } : { rows };
  }
  // The deepest level: the employees themselves.
  return isTopLevel ? { rows: inGroup, rowCount: inGroup.length } : { rows: inGroup };
}

const dataSource: GridDataSource = {
  getRows: fetchEmployees,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount ?? 0,
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 110 },
];

export default function ServerRowGroupingBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        initialState={{ rowGrouping: { model: ['department'] } }}
        disableColumnFilter
        disableColumnSorting
      />
    </div>
  );
}
