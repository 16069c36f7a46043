import { DataGrid, type GridColDef, type GridPrintExportOptions } from '@mui/x-data-grid';

interface Shift {
  id: number;
  day: string;
  nurse: string;
  ward: string;
  start: string;
  end: string;
}

const shifts: Shift[] = [
  { id: 1, day: 'Monday', nurse: 'Grace Adeyemi', ward: 'Cardiology', start: '07:00', end: '15:00' },
  { id: 2, day: 'Monday', nurse: 'Lukas Weber', ward: 'Paediatrics', start: '15:00', end: '23:00' },
  { id: 3, day: 'Tuesday', nurse: 'Sofia Rossi', ward: 'Cardiology', start: '07:00', end: '15:00' },
  { id: 4, day: 'Tuesday', nurse: 'Grace Adeyemi', ward: 'Emergency', start: '23:00', end: '07:00' },
  { id: 5, day: 'Wednesday', nurse: 'Daniel Kim', ward: 'Paediatrics', start: '07:00', end: '15:00' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'end', headerName: 'End', width: 80 },
];

const printOptions: GridPrintExportOptions = {
  fileName: 'Rota, week 23',
  hideFooter: true,
  hideToolbar: true,
  // CSS for the print frame only: page size and margins, and a title above the table.
  pageStyle: `
    @page { size: A4 landscape; margin: 12mm; }
    body::before { content: 'Ward rota, week 23'; display: block; margin-bottom: 8px; font: 600 18px sans-serif; }
  `,
};

export default function ExportPrintStyles() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={shifts} columns={columns} showToolbar slotProps={{ toolbar: { printOptions } }} />
    </div>
  );
}
