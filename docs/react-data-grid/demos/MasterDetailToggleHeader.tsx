import { isValidElement, useCallback } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  route: string;
  departure: string;
  crew: string[];
}

const rows: Flight[] = [
  { id: 'LX 318', route: 'Zurich → London', departure: '07:10', crew: ['Capt. Anna Keller', 'F/O Marc Dubois', 'Purser Lea Graf'] },
  { id: 'TP 1351', route: 'Lisbon → Paris', departure: '08:45', crew: ['Capt. Rui Santos', 'F/O Inês Lopes'] },
  { id: 'KL 1002', route: 'Amsterdam → London', departure: '09:20', crew: [] },
  { id: 'SK 1465', route: 'Copenhagen → Oslo', departure: '10:05', crew: ['Capt. Nils Berg', 'F/O Sara Holm'] },
];

// Header of the toggle column: one button that opens or closes every panel.
function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contents = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedIds.size > 0;

  const handleClick = () => {
    if (anyOpen) {
      apiRef.current.setExpandedDetailPanels(new Set());
      return;
    }
    // Only rows with content have a panel to open.
    const idsWithPanel = apiRef.current.getAllRowIds().filter((id) => isValidElement(contents[id]));
    apiRef.current.setExpandedDetailPanels(new Set(idsWithPanel));
  };

  const label = anyOpen ? 'Collapse all' : 'Expand all';
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={handleClick}>
        {anyOpen ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

const columns: GridColDef<Flight>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, width: 52, renderHeader: () => <ToggleAllHeader /> },
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 180 },
  { field: 'departure', headerName: 'Departs', width: 90 },
];

export default function MasterDetailToggleHeader() {
  // KL 1002 has no crew yet: no panel, so "Expand all" skips it.
  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Flight>) =>
      row.crew.length === 0 ? null : <Box sx={{ px: 2, py: 1.5 }}>Crew: {row.crew.join(', ')}</Box>,
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
