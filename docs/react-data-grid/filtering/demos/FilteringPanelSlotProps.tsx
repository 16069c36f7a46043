import { DataGrid, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';

const volunteers = [
  { id: 1, name: 'Amara Osei', city: 'Leeds', skill: 'First aid', availability: 'Weekends' },
  { id: 2, name: 'Ben Whitfield', city: 'York', skill: 'Driving', availability: 'Evenings' },
  { id: 3, name: 'Carmen Ruiz', city: 'Leeds', skill: 'Translation', availability: 'Weekdays' },
  { id: 4, name: 'Dev Patel', city: 'Bradford', skill: 'Cooking', availability: 'Weekends' },
  { id: 5, name: 'Eilidh Fraser', city: 'York', skill: 'First aid', availability: 'Evenings' },
  { id: 6, name: 'Farid Haddad', city: 'Harrogate', skill: 'Driving', availability: 'Weekdays' },
];

// One operator per column, so the panel does not need an operator select.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, filterOperators: containsOnly },
  { field: 'skill', headerName: 'Skill', width: 120, filterOperators: containsOnly },
  { field: 'city', headerName: 'City', width: 110, filterOperators: containsOnly },
  { field: 'availability', headerName: 'Availability', width: 120, filterOperators: containsOnly },
];

export default function FilteringPanelSlotProps() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={volunteers}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // List the columns alphabetically in the column select.
            columnsSort: 'asc',
            filterFormProps: {
              // Hide the operator select.
              operatorInputProps: { sx: { display: 'none' } },
              // Props for the value input of every operator.
              valueInputProps: { InputComponentProps: { placeholder: 'Type to search' } },
            },
          },
        }}
      />
    </div>
  );
}
