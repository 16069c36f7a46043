import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const patients = [
  { id: 'P-40213', name: 'Elif Yılmaz', ward: 'Cardiology', bed: '3B', admitted: '2025-05-02', consultant: 'Dr Osei' },
  {
    id: 'P-40227',
    name: 'Samuel Adams',
    ward: 'Orthopaedics',
    bed: '1A',
    admitted: '2025-05-04',
    consultant: 'Dr Lind',
  },
  {
    id: 'P-40231',
    name: 'Mariana Costa',
    ward: 'Cardiology',
    bed: '3D',
    admitted: '2025-05-05',
    consultant: 'Dr Osei',
  },
  { id: 'P-40240', name: 'Wei Zhang', ward: 'Neurology', bed: '2C', admitted: '2025-05-06', consultant: 'Dr Haddad' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Patient ID', width: 110, hideable: false },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, hideable: false },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'bed', headerName: 'Bed', width: 70 },
  { field: 'admitted', headerName: 'Admitted', width: 110 },
  { field: 'consultant', headerName: 'Consultant', width: 130 },
];

// The columns panel lists only these columns, so it has no disabled checkboxes for ID and name.
const optionalColumns = ['ward', 'bed', 'admitted', 'consultant'];

export default function ColumnVisibilityPanelOptions() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={patients}
        columns={columns}
        showToolbar
        hideFooter
        // Starts with two columns hidden; from then on, the grid manages the model.
        initialState={{ columns: { columnVisibilityModel: { admitted: false, consultant: false } } }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (allColumns) =>
              allColumns.filter((column) => optionalColumns.includes(column.field)).map((column) => column.field),
          },
        }}
      />
    </div>
  );
}
