import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const clients = ['Bramble & Co', 'Kestrel Labs', 'Maple Street Bakery', 'Orbit Fitness', 'Quayside Books'];
const invoices = Array.from({ length: 30 }, (_, index) => ({
  id: 2301 + index,
  client: clients[index % clients.length],
  amount: 250 + ((index * 173) % 2400),
  // Only one invoice is overdue, near the bottom of the list.
  status: index === 24 ? 'Overdue' : index % 4 === 0 ? 'Draft' : 'Paid',
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function AccessibilityFocusCell() {
  const apiRef = useGridApiRef();

  const focusOverdue = () => {
    const api = apiRef.current;
    const invoice = invoices.find((row) => row.status === 'Overdue');
    if (!api || !invoice) {
      return;
    }
    // Bring the cell into view, then move the keyboard focus to it.
    api.scrollToIndexes({
      rowIndex: api.getRowIndexRelativeToVisibleRows(invoice.id),
      colIndex: api.getColumnIndex('status'),
    });
    api.setCellFocus(invoice.id, 'status');
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={focusOverdue}>
        Go to the overdue invoice
      </Button>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Invoices" rows={invoices} columns={columns} />
      </div>
    </Stack>
  );
}
