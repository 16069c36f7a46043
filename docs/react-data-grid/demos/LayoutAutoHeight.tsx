import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
  status: string;
}

const customers = ['Harbour Café', 'Linden Books', 'Moss & Pine', 'Northwind Bikes', 'Quay Studio', 'Rowan Dental'];
const statuses = ['Paid', 'Sent', 'Overdue', 'Draft'];

// Deterministic invoices: the amounts follow a fixed pattern instead of random numbers.
const allInvoices: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: 1001 + index,
  customer: customers[index % customers.length],
  amount: 120 + ((index * 373) % 900),
  status: statuses[(index * 3) % statuses.length],
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function LayoutAutoHeight() {
  const [count, setCount] = useState(3);
  const rows = allInvoices.slice(0, count);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={count === 0} onClick={() => setCount(count - 1)}>
          Remove an invoice
        </Button>
        <Button variant="outlined" disabled={count === allInvoices.length} onClick={() => setCount(count + 1)}>
          Add an invoice
        </Button>
      </Stack>
      {/* No height on the parent: `autoHeight` sizes the grid to its header, rows and footer. */}
      <div style={{ width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          autoHeight
          // Keep the page short, so the grid never renders a long list at once.
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </div>
    </Stack>
  );
}
