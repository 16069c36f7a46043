import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridRowSelectionIdsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  due: string;
  overdue: boolean;
}

const invoices: Invoice[] = [
  { id: 1041, client: 'Fjell Outdoor', amount: 1280, due: '2025-04-02', overdue: true },
  { id: 1042, client: 'Maison Verte', amount: 640, due: '2025-04-20', overdue: false },
  { id: 1043, client: 'Kobe Ceramics', amount: 2310, due: '2025-03-28', overdue: true },
  { id: 1044, client: 'Danube Travel', amount: 415, due: '2025-05-01', overdue: false },
  { id: 1045, client: 'Atlas Robotics', amount: 3900, due: '2025-05-12', overdue: false },
  { id: 1046, client: 'Puerto Café', amount: 180, due: '2025-03-30', overdue: true },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
  { field: 'due', headerName: 'Due', width: 110 },
];

const overdueIds = invoices.filter((invoice) => invoice.overdue).map((invoice) => invoice.id);
const largest = invoices.reduce((max, invoice) => (invoice.amount > max.amount ? invoice : max));

export default function RowSelectionApiRef() {
  // `null` until the grid mounts, hence the `?.` below.
  const apiRef = useGridApiRef();
  const [output, setOutput] = useState('Click a button.');

  const readSelection = () => {
    if (!apiRef.current) return;
    const ids = [...gridRowSelectionIdsSelector(apiRef).keys()];
    const largestSelected = apiRef.current.isRowSelected(largest.id);
    setOutput(`Selected: ${ids.join(', ') || 'none'} · ${largest.id} selected? ${largestSelected}`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Replaces the whole selection. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(overdueIds) })}
        >
          Select overdue
        </Button>
        {/* Adds one row and keeps the others. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRow(largest.id)}>
          Add the largest
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}
        >
          Clear
        </Button>
        <Button size="small" variant="outlined" onClick={readSelection}>
          Read the selection
        </Button>
      </Stack>
      <Typography variant="body2">{output}</Typography>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={invoices} columns={columns} checkboxSelection />
      </div>
    </Stack>
  );
}
