import Chip from '@mui/material/Chip';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';

type Priority = 'Urgent' | 'High' | 'Normal';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  assignee: string;
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Checkout returns error 500', priority: 'Urgent', assignee: 'Priya' },
  { id: 2, subject: 'Payment page slow on mobile', priority: 'High', assignee: 'Tomás' },
  { id: 3, subject: 'Typo in the welcome e-mail', priority: 'Normal', assignee: 'Priya' },
  { id: 4, subject: 'Login loop after password reset', priority: 'Urgent', assignee: 'Mateo' },
  { id: 5, subject: 'Export misses the last row', priority: 'High', assignee: 'Priya' },
  { id: 6, subject: 'Add Dutch translation', priority: 'Normal', assignee: 'Tomás' },
];

const chipColors: Record<Priority, 'error' | 'warning' | 'default'> = {
  Urgent: 'error',
  High: 'warning',
  Normal: 'default',
};

// Also called for the group rows of the grouping column, with the group key as `value`.
function renderPriority(params: GridRenderCellParams<Ticket, Priority>) {
  if (params.value == null) {
    // Group rows of other criteria have no priority.
    return null;
  }
  return <Chip size="small" label={params.value} color={chipColors[params.value]} />;
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'priority', headerName: 'Priority', width: 110, renderCell: renderPriority },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

export default function RowGroupingCustomCellDefault() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['priority'] },
          columns: { columnVisibilityModel: { priority: false } },
        }}
      />
    </div>
  );
}
