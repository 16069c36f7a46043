import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  firstName: string;
  lastName: string;
  country: string;
}

const guests: Guest[] = [
  { id: 1, firstName: 'Léa', lastName: 'Moreau', country: 'FR' },
  { id: 2, firstName: 'Jakub', lastName: 'Nowicki', country: 'PL' },
  { id: 3, firstName: 'Aoife', lastName: 'Brennan', country: 'IE' },
  { id: 4, firstName: 'Emeka', lastName: 'Obi', country: 'NG' },
];

const columns: GridColDef<Guest>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1,
    minWidth: 180,
    editable: true,
    // Read: join two properties into one value.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Write: split the edited value back into the two properties.
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(' ');
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'firstName', width: 110 },
  { field: 'lastName', headerName: 'lastName', width: 110 },
  {
    field: 'country',
    headerName: 'Country (editable)',
    width: 150,
    editable: true,
    // Runs on every keystroke: what the user types as "ie" is stored, and shown, as "IE".
    valueParser: (value: string | undefined) => (value ?? '').trim().toUpperCase().slice(0, 2),
  },
];

export default function ColumnDefinitionValueSetter() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={guests} columns={columns} hideFooter />
    </div>
  );
}
