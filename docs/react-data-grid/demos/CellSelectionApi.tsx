import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';

const shifts = [
  { id: 'ana', nurse: 'Ana', mon: 'Early', tue: 'Early', wed: 'Off', thu: 'Late', fri: 'Late' },
  { id: 'ben', nurse: 'Ben', mon: 'Late', tue: 'Off', wed: 'Early', thu: 'Early', fri: 'Off' },
  { id: 'cleo', nurse: 'Cleo', mon: 'Night', tue: 'Night', wed: 'Off', thu: 'Off', fri: 'Early' },
  { id: 'dev', nurse: 'Dev', mon: 'Off', tue: 'Late', wed: 'Late', thu: 'Night', fri: 'Night' },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'];

const columns: GridColDef[] = [
  { field: 'nurse', headerName: 'Nurse', width: 90 },
  ...days.map((day) => ({ field: day, headerName: day.charAt(0).toUpperCase() + day.slice(1), width: 80 })),
];

export default function CellSelectionApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = useState('Nothing selected yet.');

  // Select a block of cells from code: from the first cell to the last, inclusive.
  const selectMidweek = () => apiRef.current?.selectCellRange({ id: 'ana', field: 'tue' }, { id: 'dev', field: 'thu' });

  const describe = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    const offCount = cells.filter(({ id, field }) => apiRef.current?.getCellValue(id, field) === 'Off').length;
    setSummary(`${cells.length} shifts selected, ${offCount} of them days off.`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={selectMidweek}>
          Select Tue–Thu
        </Button>
        <Button variant="outlined" onClick={describe}>
          Count selected shifts
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={shifts}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
      <Typography variant="body2">{summary}</Typography>
    </Stack>
  );
}
