import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Applicant {
  id: number;
  name: string;
  role: string;
  stage: string;
  appliedOn: string;
}

const applicants: Applicant[] = [
  { id: 1, name: 'Marta Kowalska', role: 'Data analyst', stage: 'Interview', appliedOn: '2025-05-02' },
  { id: 2, name: 'Samuel Okafor', role: 'Data analyst', stage: 'Screening', appliedOn: '2025-05-04' },
  { id: 3, name: 'Yuki Tanaka', role: 'UX researcher', stage: 'Interview', appliedOn: '2025-05-05' },
  { id: 4, name: 'Pedro Alves', role: 'UX researcher', stage: 'Applied', appliedOn: '2025-05-09' },
  { id: 5, name: 'Leila Haddad', role: 'Data analyst', stage: 'Applied', appliedOn: '2025-05-11' },
];

const columns: GridColDef<Applicant>[] = [
  { field: 'name', headerName: 'Applicant', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 130 },
  {
    field: 'stage',
    headerName: 'Stage',
    type: 'singleSelect',
    valueOptions: ['Applied', 'Screening', 'Interview', 'Offer'],
    width: 120,
  },
  { field: 'appliedOn', headerName: 'Applied on', width: 110 },
];

export default function OverlaysNoResults() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={applicants}
        columns={columns}
        showToolbar
        // Nobody has reached the Offer stage, so the filter hides every row.
        initialState={{
          filter: { filterModel: { items: [{ field: 'stage', operator: 'is', value: 'Offer' }] } },
        }}
      />
    </div>
  );
}
