import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const quarters = [
  { id: 1, region: 'Nordics', q1: 412, q2: 455, q3: 398, q4: 530, trend: 'Up' },
  { id: 2, region: 'Benelux', q1: 287, q2: 301, q3: 322, q4: 319, trend: 'Flat' },
  { id: 3, region: 'Iberia', q1: 356, q2: 340, q3: 310, q4: 298, trend: 'Down' },
  { id: 4, region: 'Baltics', q1: 121, q2: 138, q3: 149, q4: 171, trend: 'Up' },
];

const quarter = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  type: 'number',
  width: 80,
  headerAlign: 'center',
  // A function receives the column, so one rule can style several headers.
  headerClassName: (params) => (params.field === 'q4' ? 'header--current' : 'header--quarter'),
});

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 110, headerClassName: 'header--region' },
  quarter('q1', 'Q1'),
  quarter('q2', 'Q2'),
  quarter('q3', 'Q3'),
  // Wider, so the longer title is not cut.
  { ...quarter('q4', 'Q4 (current)'), width: 120 },
  // No menu and no sorting: the header is a plain label.
  { field: 'trend', headerName: 'Trend', width: 90, disableColumnMenu: true, sortable: false },
];

export default function ColumnHeaderStyling() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={quarters}
        columns={columns}
        columnHeaderHeight={44}
        hideFooter
        // In the grid's own `sx`, these rules come after its header styles and win over them.
        sx={{
          // The title element sets its own weight, so the rule targets it.
          '& .header--region .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .header--quarter': { backgroundColor: 'action.hover' },
          '& .header--current': { backgroundColor: 'primary.main', color: 'primary.contrastText' },
        }}
      />
    </Box>
  );
}
