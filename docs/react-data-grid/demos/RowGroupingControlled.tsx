import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  team: string;
  priority: string;
  status: string;
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Cannot reset password', team: 'Accounts', priority: 'High', status: 'Open' },
  { id: 2, subject: 'Invoice shows wrong VAT', team: 'Billing', priority: 'High', status: 'Open' },
  { id: 3, subject: 'Add a second admin', team: 'Accounts', priority: 'Low', status: 'Closed' },
  { id: 4, subject: 'Refund for duplicate charge', team: 'Billing', priority: 'Medium', status: 'Open' },
  { id: 5, subject: 'Export stops at 10,000 rows', team: 'Product', priority: 'Medium', status: 'Open' },
  { id: 6, subject: 'Dark mode request', team: 'Product', priority: 'Low', status: 'Closed' },
  { id: 7, subject: 'Two-factor code not arriving', team: 'Accounts', priority: 'High', status: 'Open' },
  { id: 8, subject: 'Change billing e-mail', team: 'Billing', priority: 'Low', status: 'Closed' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function RowGroupingControlled() {
  const [rowGroupingModel, setRowGroupingModel] = useState<GridRowGroupingModel>(['team', 'priority']);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setRowGroupingModel(['status'])}>
          Group by status
        </Button>
        <Button onClick={() => setRowGroupingModel([])}>Clear grouping</Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={tickets}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
        />
      </div>
      <Typography variant="body2" component="code">
        rowGroupingModel: {JSON.stringify(rowGroupingModel)}
      </Typography>
    </Stack>
  );
}
