import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const volunteers: Volunteer[] = [
  { id: 1, firstName: 'Noor', lastName: 'Haddad', email: 'noor.haddad@example.org' },
  { id: 2, firstName: 'Tomás', lastName: 'Ferreira', email: 'tomas.f@example.org' },
  { id: 3, firstName: 'Ingrid', lastName: 'Solberg', email: 'ingrid@example.org' },
  { id: 4, firstName: 'Kwame', lastName: 'Mensah', email: 'k.mensah@example.org' },
];

const columns: GridColDef<Volunteer>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (edit me)',
    width: 200,
    editable: true,
    // The row has no `fullName`: the grid shows a value built from two fields…
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // …and writes an edited value back into those two fields.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'firstName', width: 120 },
  { field: 'lastName', headerName: 'lastName', width: 120 },
  {
    field: 'email',
    headerName: 'Email (stored lowercase)',
    flex: 1,
    minWidth: 220,
    editable: true,
    // Runs on each change in the editor, before the value is stored.
    valueParser: (value: string | undefined) => (value ?? '').trim().toLowerCase(),
  },
];

export default function EditingValueParserSetter() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={volunteers} columns={columns} hideFooter />
    </div>
  );
}
