import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const emails = [
  { id: 1, from: 'Billing', subject: 'Your March invoice is ready', received: '09:12' },
  { id: 2, from: 'Lena (Design)', subject: 'New icon set for review', received: '09:40' },
  { id: 3, from: 'CI', subject: 'Build #2318 passed', received: '10:05' },
  { id: 4, from: 'CI', subject: 'Build #2319 failed', received: '10:22' },
  { id: 5, from: 'Marco', subject: 'Lunch on Friday?', received: '11:30' },
  { id: 6, from: 'Security', subject: 'New sign-in from Lisbon', received: '12:02' },
  { id: 7, from: 'Calendar', subject: 'Sprint review moved to 15:00', received: '12:45' },
];

const columns: GridColDef[] = [
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'received', headerName: 'Time', width: 80 },
];

export default function RowSelectionMultiplePro() {
  // Ctrl/⌘+click adds or removes one row; Shift+click selects a range.
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro rows={emails} columns={columns} />
    </div>
  );
}
