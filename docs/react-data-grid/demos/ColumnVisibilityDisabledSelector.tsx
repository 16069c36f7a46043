import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  date: Date;
  start: string;
  end: string;
}

const rota: Shift[] = [
  { id: 1, nurse: 'Ingrid Holm', ward: 'Maternity', date: new Date(2025, 6, 7), start: '07:00', end: '19:00' },
  { id: 2, nurse: 'Kofi Boateng', ward: 'A&E', date: new Date(2025, 6, 7), start: '19:00', end: '07:00' },
  { id: 3, nurse: 'Lucía Romero', ward: 'Paediatrics', date: new Date(2025, 6, 8), start: '08:00', end: '16:00' },
  { id: 4, nurse: 'Sam Patel', ward: 'A&E', date: new Date(2025, 6, 8), start: '07:00', end: '19:00' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'start', headerName: 'Start', width: 90 },
  { field: 'end', headerName: 'End', width: 90 },
];

export default function ColumnVisibilityDisabledSelector() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      {/* No Columns button in the toolbar, no Hide column or Manage columns in the menus. */}
      <DataGrid rows={rota} columns={columns} showToolbar hideFooter disableColumnSelector />
    </div>
  );
}
