import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  departure: string;
}

const flights: Flight[] = [
  { id: 1, flight: 'LX 1622', from: 'Zurich', to: 'Porto', departure: '07:35' },
  { id: 2, flight: 'SK 4606', from: 'Oslo', to: 'Bergen', departure: '09:10' },
  { id: 3, flight: 'IB 3172', from: 'Madrid', to: 'Munich', departure: '12:45' },
  { id: 4, flight: 'AY 1331', from: 'Helsinki', to: 'Riga', departure: '16:20' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 120, editable: true },
  { field: 'to', headerName: 'To', width: 120, editable: true },
  { field: 'departure', headerName: 'Departure', width: 110, editable: true },
];

const delimiters = [
  { value: '\t', label: 'Tab (default)' },
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
];

export default function ClipboardCopyDelimiter() {
  const [delimiter, setDelimiter] = useState(',');
  const [copied, setCopied] = useState('');

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="clipboardCopyCellDelimiter"
        value={delimiter}
        onChange={(event) => setDelimiter(event.target.value)}
        sx={{ width: 240 }}
      >
        {delimiters.map((option) => (
          <MenuItem key={option.label} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          rows={flights}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          // Joins copied cells, and splits pasted lines into cells.
          clipboardCopyCellDelimiter={delimiter}
          onClipboardCopy={(text) => setCopied(text)}
          processRowUpdate={(newRow: Flight) => newRow}
          hideFooter
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}>
        {copied || 'Select a few cells and press Ctrl+C (⌘+C).'}
      </Box>
    </Stack>
  );
}
