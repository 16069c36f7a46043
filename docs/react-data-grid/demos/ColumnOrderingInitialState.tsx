import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Invoice {
  id: number;
  customer: string;
  issued: string;
  amount: number;
  status: string;
}

const rows: Invoice[] = [
  { id: 10231, customer: 'Nordwind GmbH', issued: '2025-03-02', amount: 4200, status: 'Paid' },
  { id: 10232, customer: 'Bluefin Ltd', issued: '2025-03-05', amount: 1380, status: 'Overdue' },
  { id: 10233, customer: 'Casa Verde SA', issued: '2025-03-09', amount: 760, status: 'Sent' },
  { id: 10234, customer: 'Polar Labs Oy', issued: '2025-03-14', amount: 9150, status: 'Paid' },
];

// The columns are defined in one order...
const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ColumnOrderingInitialState() {
  const [locked, setLocked] = useState(false);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Lock the column order"
      />
      <div style={{ height: 320 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          // ...and shown in another. Fields you leave out keep their place after these.
          initialState={{ columns: { orderedFields: ['status', 'customer', 'amount'] } }}
          disableColumnReorder={locked}
        />
      </div>
    </div>
  );
}
