import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

interface TimeEntry {
  id: number;
  task: string;
  day: Date;
  hours: number;
  billable: boolean;
  note: string;
}

const entries: TimeEntry[] = [
  { id: 1, task: 'Design review', day: new Date(2025, 5, 2), hours: 1.5, billable: true, note: 'With the client' },
  { id: 2, task: 'Bug triage', day: new Date(2025, 5, 2), hours: 2, billable: false, note: '' },
  { id: 3, task: 'Release 4.2', day: new Date(2025, 5, 3), hours: 6, billable: true, note: '+2 h overtime' },
];

const columns: GridColDef<TimeEntry>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 140 },
  { field: 'day', headerName: 'Day', type: 'date', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 90 },
  { field: 'note', headerName: 'Note', width: 150 },
];

// Describes one cell of the workbook: its value and the type Excel stores.
function describe(value: unknown): string {
  if (value instanceof Date) {
    return `${value.toISOString().slice(0, 10)} (date)`;
  }
  return `${JSON.stringify(value)} (${typeof value})`;
}

export default function ExportExcelApi() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = useState('');

  const readWorkbook = async () => {
    const workbook = await apiRef.current?.getDataAsExcel();
    const sheet = workbook?.getWorksheet(1);
    if (!sheet) {
      return;
    }
    const lines: string[] = [];
    sheet.eachRow((row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell((cell) => cells.push(describe(cell.value)));
      lines.push(`Row ${rowNumber}: ${cells.join(' | ')}`);
    });
    setPreview(lines.join('\n'));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={readWorkbook}>
          Read the workbook
        </Button>
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current?.exportDataAsExcel({ fileName: 'timesheet-week-23' })}
        >
          Download .xlsx
        </Button>
      </Stack>
      <div style={{ height: 260, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={entries} columns={columns} hideFooter />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, height: 110, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}>
        {preview || 'Click "Read the workbook" to list the cells that getDataAsExcel() builds.'}
      </Box>
    </Stack>
  );
}
