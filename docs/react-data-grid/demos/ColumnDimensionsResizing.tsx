import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  key: string;
  summary: string;
  reporter: string;
  priority: string;
}

const tickets: Ticket[] = [
  { id: 1, key: 'OPS-412', summary: 'Nightly backup job exceeds its time window', reporter: 'Ines', priority: 'High' },
  {
    id: 2,
    key: 'OPS-415',
    summary: 'Rotate the TLS certificate of the staging proxy',
    reporter: 'Kwame',
    priority: 'Medium',
  },
  { id: 3, key: 'OPS-419', summary: 'Disk usage alert on the log server', reporter: 'Mei', priority: 'High' },
  { id: 4, key: 'OPS-423', summary: 'Document the on-call handover', reporter: 'Ines', priority: 'Low' },
];

const columns: GridColDef<Ticket>[] = [
  // This column keeps its width whatever the grid-level setting.
  { field: 'key', headerName: 'Key', width: 100, resizable: false },
  { field: 'summary', headerName: 'Summary', width: 300 },
  { field: 'reporter', headerName: 'Reporter', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function ColumnDimensionsResizing() {
  const [resizeEnabled, setResizeEnabled] = useState(true);
  const [status, setStatus] = useState('Drag the separator on the right of a header.');

  // Fires on every mouse move while the user drags.
  const handleResize: GridEventListener<'columnResize'> = ({ colDef, width }) => {
    setStatus(`Resizing ${colDef.headerName}: ${Math.round(width)} px`);
  };

  // Fires once, when the user releases the separator.
  const handleWidthChange: GridEventListener<'columnWidthChange'> = ({ colDef, width }) => {
    setStatus(`${colDef.headerName} set to ${Math.round(width)} px`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={resizeEnabled} onChange={(event) => setResizeEnabled(event.target.checked)} />}
          label="Let users resize columns"
        />
        <Typography variant="body2" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          disableColumnResize={!resizeEnabled}
          onColumnResize={handleResize}
          onColumnWidthChange={handleWidthChange}
          hideFooter
        />
      </div>
    </Stack>
  );
}
