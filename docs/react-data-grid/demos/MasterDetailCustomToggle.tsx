import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridClasses,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Repository {
  id: number;
  name: string;
  language: string;
  openIssues: string[];
}

const rows: Repository[] = [
  { id: 1, name: 'billing-service', language: 'Go', openIssues: ['Retry failed webhooks', 'Upgrade the Postgres driver'] },
  { id: 2, name: 'web-dashboard', language: 'TypeScript', openIssues: ['Dark mode contrast', 'Slow first load', 'Broken CSV export'] },
  { id: 3, name: 'mobile-app', language: 'Kotlin', openIssues: ['Crash on Android 10'] },
];

// The grid toggles the panel when the user clicks inside this cell, so the
// button needs no onClick. It reads the open rows from the grid state.
function IssuesToggle({ id, row }: GridRenderCellParams<Repository>) {
  const apiRef = useGridApiContext();
  const isOpen = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector).has(id);
  return (
    <Button
      size="small"
      tabIndex={-1}
      aria-expanded={isOpen}
      endIcon={<ExpandMoreIcon sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
    >
      {row.openIssues.length} {row.openIssues.length === 1 ? 'issue' : 'issues'}
    </Button>
  );
}

const columns: GridColDef<Repository>[] = [
  { field: 'name', headerName: 'Repository', flex: 1, minWidth: 150 },
  { field: 'language', headerName: 'Language', width: 110 },
  // Placing the toggle column in `columns` moves it from the first position to here.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Open issues',
    width: 130,
    // The default header of this column is empty; show the name instead.
    renderHeader: () => <span className={gridClasses.columnHeaderTitle}>Open issues</span>,
    renderCell: (params) => <IssuesToggle {...params} />,
  },
];

export default function MasterDetailCustomToggle() {
  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Repository>) => (
      <Box component="ul" sx={{ my: 1 }}>
        {row.openIssues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
