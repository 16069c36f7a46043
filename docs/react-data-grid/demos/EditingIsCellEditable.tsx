import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: 'Draft' | 'Sent' | 'Paid';
}

const invoices: Invoice[] = [
  { id: 'INV-2041', client: 'Harbour Foods Ltd', amount: 1280, status: 'Paid' },
  { id: 'INV-2042', client: 'Brandt GmbH', amount: 540.5, status: 'Sent' },
  { id: 'INV-2043', client: 'Wisła Logistics', amount: 2315, status: 'Draft' },
  { id: 'INV-2044', client: 'Álvarez Vinos', amount: 760, status: 'Draft' },
  { id: 'INV-2045', client: 'Nordic Print AB', amount: 195, status: 'Sent' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160, editable: true },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120, editable: true },
  { field: 'status', headerName: 'Status', width: 90 },
];

// Columns say what can be edited; this function narrows it down row by row.
const isCellEditable = (params: GridCellParams<Invoice>) => params.row.status === 'Draft';

export default function EditingIsCellEditable() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={invoices} columns={columns} isCellEditable={isCellEditable} hideFooter />
    </div>
  );
}
