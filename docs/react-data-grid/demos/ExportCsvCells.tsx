import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  placed: Date;
  total: number;
  status: 'paid' | 'pending';
}

const orders: Order[] = [
  { id: 1, customer: 'Café Lumière', placed: new Date(2025, 4, 12), total: 1234.5, status: 'paid' },
  { id: 2, customer: 'Northwind Bikes', placed: new Date(2025, 4, 14), total: 89.9, status: 'pending' },
  { id: 3, customer: 'Hill & Sons', placed: new Date(2025, 4, 19), total: 460, status: 'paid' },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    // renderCell only changes the screen: the export uses the value.
    renderCell: ({ value }) => (
      <Chip size="small" label={value} color={value === 'paid' ? 'success' : 'warning'} variant="outlined" />
    ),
  },
];

export default function ExportCsvCells() {
  const apiRef = useGridApiRef();
  const [rawValues, setRawValues] = useState(false);
  const [preview, setPreview] = useState('');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={rawValues}
              onChange={(event) => {
                setRawValues(event.target.checked);
                setPreview('');
              }}
            />
          }
          label="ignoreValueFormatterDuringExport"
        />
        <Button variant="outlined" size="small" onClick={() => setPreview(apiRef.current?.getDataAsCsv() ?? '')}>
          Preview CSV
        </Button>
      </Stack>
      <div style={{ height: 250, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          hideFooter
          ignoreValueFormatterDuringExport={rawValues}
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, height: 110, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}>
        {preview || 'Click "Preview CSV", then switch to raw values and compare.'}
      </Box>
    </Stack>
  );
}
