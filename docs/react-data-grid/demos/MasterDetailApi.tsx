import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Urgent' | 'Normal' | 'Low';
  message: string;
}

const rows: Ticket[] = [
  { id: 4101, subject: 'Checkout page returns an error', priority: 'Urgent', message: 'Since this morning, paying by card ends with error 502.' },
  { id: 4102, subject: 'Add my colleague to the team', priority: 'Low', message: 'Please invite jonas@example.com as an editor.' },
  { id: 4103, subject: 'Export to CSV is empty', priority: 'Normal', message: 'The file has headers but no rows when a filter is active.' },
  { id: 4104, subject: 'Site is down in Brazil', priority: 'Urgent', message: 'Customers in São Paulo see a timeout on every page.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function MasterDetailApi() {
  const apiRef = useGridApiRef();
  const [report, setReport] = useState('');

  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Ticket>) => <Box sx={{ px: 2, py: 1.5 }}>{row.message}</Box>,
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  const openUrgent = () => {
    const urgentIds = rows.filter((row) => row.priority === 'Urgent').map((row) => row.id);
    apiRef.current?.setExpandedDetailPanels(new Set(urgentIds));
  };
  const toggleTopRow = () => {
    // The first row in the current sort order.
    const [topId] = apiRef.current?.getSortedRowIds() ?? [];
    if (topId !== undefined) {
      apiRef.current?.toggleDetailPanel(topId);
    }
  };
  const showOpen = () => {
    const openIds = apiRef.current?.getExpandedDetailPanels() ?? new Set();
    setReport(openIds.size === 0 ? 'No panel is open.' : `Open: ${[...openIds].join(', ')}`);
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={openUrgent}>
          Open urgent tickets
        </Button>
        <Button size="small" variant="outlined" onClick={toggleTopRow}>
          Toggle top row
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}>
          Close all
        </Button>
        <Button size="small" onClick={showOpen}>
          Which are open?
        </Button>
        <Typography variant="body2" aria-live="polite">
          {report}
        </Typography>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          hideFooter
        />
      </div>
    </div>
  );
}
