import { useRef, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStopReasons, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  quantity: number;
  note: string;
}

const orderLines: OrderLine[] = [
  { id: 1, product: 'Oat milk, 1 l', quantity: 12, note: '' },
  { id: 2, product: 'Espresso beans, 1 kg', quantity: 4, note: 'Medium roast' },
  { id: 3, product: 'Paper cups, 12 oz', quantity: 500, note: '' },
  { id: 4, product: 'Cane sugar sticks', quantity: 1000, note: 'Brown only' },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'note', headerName: 'Note', width: 170, editable: true },
];

export default function EditingEvents() {
  const [log, setLog] = useState<{ key: number; text: string }[]>([]);
  const [keepOpenOnClickOutside, setKeepOpenOnClickOutside] = useState(false);
  const counter = useRef(0);
  const addToLog = (text: string) => {
    counter.current += 1;
    const entry = { key: counter.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 4)); // The newest event comes first.
  };

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={keepOpenOnClickOutside}
            onChange={(event) => setKeepOpenOnClickOutside(event.target.checked)}
          />
        }
        label="Keep the editor open when clicking outside"
      />
      <div style={{ height: 270, width: '100%' }}>
        <DataGrid
          rows={orderLines}
          columns={columns}
          onCellEditStart={(params) => addToLog(`cellEditStart  ${params.field}  reason: ${params.reason}`)}
          onCellEditStop={(params, event) => {
            if (keepOpenOnClickOutside && params.reason === GridCellEditStopReasons.cellFocusOut) {
              // Skip the grid's own handler: the cell stays in edit mode.
              event.defaultMuiPrevented = true;
              addToLog(`cellEditStop   ${params.field}  reason: ${params.reason} (prevented)`);
              return;
            }
            addToLog(`cellEditStop   ${params.field}  reason: ${params.reason}`);
          }}
          hideFooter
        />
      </div>
      <Paper variant="outlined" sx={{ height: 112, px: 1.5, py: 1, overflow: 'hidden' }}>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Edit a quantity or a note; the latest events appear here.
          </Typography>
        ) : (
          log.map((entry) => (
            <Typography key={entry.key} variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre' }}>
              {entry.text}
            </Typography>
          ))
        )}
      </Paper>
    </Stack>
  );
}
