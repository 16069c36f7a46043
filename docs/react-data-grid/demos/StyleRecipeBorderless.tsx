import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const timesheet = [
  { id: 1, date: 'Mon 3 Mar', project: 'Website redesign', task: 'Wireframes', hours: 3.5 },
  { id: 2, date: 'Mon 3 Mar', project: 'Mobile app', task: 'Sprint planning', hours: 1 },
  { id: 3, date: 'Tue 4 Mar', project: 'Website redesign', task: 'Design review', hours: 2 },
  { id: 4, date: 'Tue 4 Mar', project: 'Internal tools', task: 'Bug triage', hours: 4.5 },
  { id: 5, date: 'Wed 5 Mar', project: 'Mobile app', task: 'Push notifications', hours: 6 },
  { id: 6, date: 'Thu 6 Mar', project: 'Mobile app', task: 'Code review', hours: 2.5 },
  { id: 7, date: 'Fri 7 Mar', project: 'Internal tools', task: 'Release notes', hours: 1.5 },
];

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 100 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 140 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 140 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 70 },
];

export default function StyleRecipeBorderless() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={timesheet}
        columns={columns}
        density="compact"
        hideFooter
        disableColumnMenu
        sx={{
          // No frame around the grid.
          border: 0,
          // The grid draws the lines between rows in this colour.
          '--DataGrid-rowBorderColor': 'transparent',
          // Keep one line under the header.
          [`& .${gridClasses.columnHeaders}`]: { borderBottom: 1, borderColor: 'divider' },
          // Hide the separators between headers; columns stay resizable.
          [`& .${gridClasses.columnSeparator}`]: { opacity: 0 },
          [`& .${gridClasses.columnHeaderTitle}`]: { color: 'text.secondary' },
        }}
      />
    </Box>
  );
}
