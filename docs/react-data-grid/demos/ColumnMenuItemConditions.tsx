import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: string;
  subject: string;
  tags: string[];
  lastReply: Date;
}

const tickets: Ticket[] = [
  {
    id: 'SUP-3081',
    subject: 'Invoice shows the wrong VAT rate',
    tags: ['billing'],
    lastReply: new Date(2025, 5, 12, 9, 40),
  },
  {
    id: 'SUP-3084',
    subject: 'Cannot reset my password',
    tags: ['account', 'urgent'],
    lastReply: new Date(2025, 5, 12, 11, 5),
  },
  {
    id: 'SUP-3090',
    subject: 'Export to CSV drops accents',
    tags: ['bug', 'export'],
    lastReply: new Date(2025, 5, 13, 16, 20),
  },
  {
    id: 'SUP-3093',
    subject: 'Add a second admin to our team',
    tags: ['account'],
    lastReply: new Date(2025, 5, 14, 8, 15),
  },
];

const columns: GridColDef<Ticket>[] = [
  // No "Hide column": the ticket number always stays on screen.
  { field: 'id', headerName: 'Ticket', width: 120, hideable: false },
  // Every default item.
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  // No sort items: a list of tags has no natural order.
  {
    field: 'tags',
    headerName: 'Tags',
    width: 140,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
  },
  // No "Filter" item.
  { field: 'lastReply', headerName: 'Last reply', type: 'dateTime', width: 200, filterable: false },
];

export default function ColumnMenuItemConditions() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} hideFooter />
    </div>
  );
}
