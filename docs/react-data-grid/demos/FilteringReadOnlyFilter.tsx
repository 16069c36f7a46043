import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  queue: string;
  priority: string;
  openedDays: number;
}

const tickets: Ticket[] = [
  { id: 3120, subject: 'Invoice shows the wrong VAT rate', queue: 'Billing', priority: 'High', openedDays: 2 },
  { id: 3118, subject: 'Cannot reset password', queue: 'Accounts', priority: 'Medium', openedDays: 3 },
  { id: 3114, subject: 'Refund for a cancelled plan', queue: 'Billing', priority: 'Medium', openedDays: 5 },
  { id: 3109, subject: 'Export to CSV times out', queue: 'Product', priority: 'Low', openedDays: 6 },
  { id: 3105, subject: 'Card declined on renewal', queue: 'Billing', priority: 'High', openedDays: 8 },
  { id: 3101, subject: 'Add a second admin', queue: 'Accounts', priority: 'Low', openedDays: 9 },
  { id: 3097, subject: 'Charged twice in March', queue: 'Billing', priority: 'Low', openedDays: 12 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  // Users cannot filter this column, but the model can.
  { field: 'queue', headerName: 'Queue', width: 110, filterable: false },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['High', 'Medium', 'Low'],
    width: 110,
  },
  { field: 'openedDays', headerName: 'Open (days)', type: 'number', width: 110 },
];

export default function FilteringReadOnlyFilter() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Shown greyed out in the panel; "Remove all" keeps it.
              items: [{ id: 'queue', field: 'queue', operator: 'equals', value: 'Billing' }],
            },
          },
        }}
      />
    </div>
  );
}
