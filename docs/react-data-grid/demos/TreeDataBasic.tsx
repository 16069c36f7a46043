import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  // Each name is a step of the path from the top of the tree to this person.
  hierarchy: string[];
  jobTitle: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, hierarchy: ['Inès Duarte'], jobTitle: 'Chief Executive Officer', office: 'Lisbon' },
  { id: 2, hierarchy: ['Inès Duarte', 'Marco Bellini'], jobTitle: 'Head of Engineering', office: 'Milan' },
  { id: 3, hierarchy: ['Inès Duarte', 'Marco Bellini', 'Aisha Bello'], jobTitle: 'Backend Engineer', office: 'Lagos' },
  { id: 4, hierarchy: ['Inès Duarte', 'Marco Bellini', 'Jonas Weber'], jobTitle: 'Frontend Engineer', office: 'Berlin' },
  { id: 5, hierarchy: ['Inès Duarte', 'Marco Bellini', 'Jonas Weber', 'Lea Fischer'], jobTitle: 'Engineering Intern', office: 'Berlin' },
  { id: 6, hierarchy: ['Inès Duarte', 'Priya Raman'], jobTitle: 'Head of Sales', office: 'London' },
  { id: 7, hierarchy: ['Inès Duarte', 'Priya Raman', 'Tom Clarke'], jobTitle: 'Account Executive', office: 'London' },
  { id: 8, hierarchy: ['Inès Duarte', 'Priya Raman', 'Sofia Ruiz'], jobTitle: 'Account Executive', office: 'Madrid' },
  { id: 9, hierarchy: ['Inès Duarte', 'Kenji Sato'], jobTitle: 'Head of Finance', office: 'Lisbon' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) => row.hierarchy;

export default function TreeDataBasic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Employee', width: 230 }}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
