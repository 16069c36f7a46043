import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'Free' | 'Pro' | 'Premium';
// [event name, lowest plan that publishes it, params type, prop ('' = none), fires when]
type CatalogLine = [string, Plan, string, string, string];

// The events of @mui/x-data-grid-premium 8.29.3 that are meant for applications, by area.
const catalog: Record<string, CatalogLine[]> = {
  Rows: [
    ['rowClick', 'Free', 'GridRowParams', 'onRowClick', 'A row is clicked, except in checkbox, actions, reorder and detail-toggle cells or a cell in edit mode'],
    ['rowDoubleClick', 'Free', 'GridRowParams', 'onRowDoubleClick', 'A row is double-clicked'],
    ['rowMouseEnter', 'Free', 'GridRowParams', '', 'The pointer enters a row'],
    ['rowMouseLeave', 'Free', 'GridRowParams', '', 'The pointer leaves a row'],
    ['rowSelectionCheckboxChange', 'Free', 'GridRowSelectionCheckboxParams', '', 'The selection checkbox of a row is toggled'],
    ['rowExpansionChange', 'Pro', 'GridGroupNode', '', 'A group row of tree data or row grouping opens or closes'],
    ['rowOrderChange', 'Pro', 'GridRowOrderChangeParams', 'onRowOrderChange', 'The user drops a dragged row at a new position'],
    ['rowsScrollEnd', 'Pro', 'GridRowScrollEndParams', 'onRowsScrollEnd (deprecated)', 'Scrolling reaches the bottom of the rows, to load more'],
    ['fetchRows', 'Pro', 'GridFetchRowsParams', 'onFetchRows (deprecated)', 'Lazy loading needs the rows of a new range'],
  ],
  Cells: [
    ['cellClick', 'Free', 'GridCellParams', 'onCellClick', 'A cell is clicked'],
    ['cellDoubleClick', 'Free', 'GridCellParams', 'onCellDoubleClick', 'A cell is double-clicked'],
    ['cellMouseDown', 'Free', 'GridCellParams', '', 'A mouse button is pressed on a cell'],
    ['cellMouseUp', 'Free', 'GridCellParams', '', 'A mouse button is released on a cell'],
    ['cellMouseOver', 'Free', 'GridCellParams', '', 'The pointer moves onto a cell or onto an element inside it'],
    ['cellKeyDown', 'Free', 'GridCellParams', 'onCellKeyDown', 'A key is pressed while a cell has the focus'],
    ['cellKeyUp', 'Free', 'GridCellParams', '', 'A key is released while a cell has the focus'],
  ],
  'Column headers': [
    ['columnHeaderClick', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderClick', 'A column header is clicked'],
    ['columnHeaderDoubleClick', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderDoubleClick', 'A column header is double-clicked'],
    ['columnHeaderContextMenu', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderContextMenu', 'A column header is right-clicked'],
    ['columnHeaderKeyDown', 'Free', 'GridColumnHeaderParams', '', 'A key is pressed while a column header has the focus'],
    ['columnHeaderEnter', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderEnter', 'The pointer enters a column header'],
    ['columnHeaderLeave', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderLeave', 'The pointer leaves a column header'],
    ['columnHeaderOver', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderOver', 'The pointer moves onto a header or onto an element inside it'],
    ['columnHeaderOut', 'Free', 'GridColumnHeaderParams', 'onColumnHeaderOut', 'The pointer moves off a header or off an element inside it'],
    ['columnGroupHeaderKeyDown', 'Free', 'GridColumnGroupHeaderParams', '', 'A key is pressed while a column group header has the focus'],
    ['headerSelectionCheckboxChange', 'Free', 'GridHeaderSelectionCheckboxParams', '', 'The select-all checkbox in the header is toggled'],
  ],
  Columns: [
    ['columnsChange', 'Free', 'string[]', '', 'The columns state is updated; receives the fields in display order'],
    ['columnResizeStart', 'Free', '{ field: string }', '', 'The user starts dragging a column separator'],
    ['columnResize', 'Free', 'GridColumnResizeParams', 'onColumnResize', 'A column is being resized, many times per drag'],
    ['columnResizeStop', 'Free', 'null', '', 'The user releases the column separator'],
    ['columnWidthChange', 'Free', 'GridColumnResizeParams', 'onColumnWidthChange', 'A width is set: at the end of a drag, by autosizing or by setColumnWidth()'],
    ['columnOrderChange', 'Pro', 'GridColumnOrderChangeParams', 'onColumnOrderChange', 'The user drops a dragged column at a new position'],
    ['pinnedColumnsChange', 'Pro', 'GridPinnedColumnFields', 'onPinnedColumnsChange', 'Columns are pinned or unpinned'],
  ],
  Editing: [
    ['cellEditStart', 'Free', 'GridCellEditStartParams', 'onCellEditStart', 'A cell enters edit mode; params.reason says why'],
    ['cellEditStop', 'Free', 'GridCellEditStopParams', 'onCellEditStop', 'A cell leaves edit mode; params.reason says why'],
    ['rowEditStart', 'Free', 'GridRowEditStartParams', 'onRowEditStart', 'A row enters edit mode'],
    ['rowEditStop', 'Free', 'GridRowEditStopParams', 'onRowEditStop', 'A row leaves edit mode'],
    ['cellModesModelChange', 'Free', 'GridCellModesModel', 'onCellModesModelChange', 'The cell modes model changes'],
    ['rowModesModelChange', 'Free', 'GridRowModesModel', 'onRowModesModelChange', 'The row modes model changes'],
  ],
  State: [
    ['sortModelChange', 'Free', 'GridSortModel', 'onSortModelChange', 'The sort model changes'],
    ['filterModelChange', 'Free', 'GridFilterModel', 'onFilterModelChange', 'The filter model changes'],
    ['paginationModelChange', 'Free', 'GridPaginationModel', 'onPaginationModelChange', 'The page or the page size changes'],
    ['paginationMetaChange', 'Free', 'GridPaginationMeta', 'onPaginationMetaChange', 'The pagination meta (hasNextPage) changes'],
    ['rowCountChange', 'Free', 'number', 'onRowCountChange', 'The row count changes'],
    ['rowSelectionChange', 'Free', 'GridRowSelectionModel', 'onRowSelectionModelChange', 'The row selection changes'],
    ['columnVisibilityModelChange', 'Free', 'GridColumnVisibilityModel', 'onColumnVisibilityModelChange', 'Columns are shown or hidden'],
    ['densityChange', 'Free', 'GridDensity', 'onDensityChange', 'The density changes'],
    ['detailPanelsExpandedRowIdsChange', 'Pro', 'Set<GridRowId>', 'onDetailPanelExpandedRowIdsChange', 'Detail panels open or close'],
    ['rowGroupingModelChange', 'Premium', 'GridRowGroupingModel', 'onRowGroupingModelChange', 'The row grouping model changes'],
    ['aggregationModelChange', 'Premium', 'GridAggregationModel', 'onAggregationModelChange', 'The aggregation model changes'],
    ['cellSelectionChange', 'Premium', 'GridCellSelectionModel', 'onCellSelectionModelChange', 'The cell selection changes'],
    ['pivotModelChange', 'Premium', 'GridPivotModel', 'onPivotModelChange', 'The pivot model changes'],
    ['pivotModeChange', 'Premium', 'boolean', 'onPivotActiveChange', 'Pivoting is turned on or off'],
    ['stateChange', 'Free', 'GridState', 'onStateChange', 'Anything in the grid state changes'],
  ],
  'Layout and scroll': [
    ['rootMount', 'Free', 'HTMLElement', '', 'The root element of the grid is mounted'],
    ['unmount', 'Free', 'none', '', 'The grid unmounts'],
    ['resize', 'Free', 'ElementSize', '', 'The root element of the grid changes size'],
    ['debouncedResize', 'Free', 'ElementSize', 'onResize', 'The grid has recomputed its dimensions, after a resize for example'],
    ['viewportInnerSizeChange', 'Free', 'ElementSize', '', 'The inner size of the scrolling area changes'],
    ['scrollPositionChange', 'Free', 'GridScrollParams', '', 'The rows area scrolls; params.top and params.left give the position'],
    ['renderedRowsIntervalChange', 'Free', 'GridRenderContext', '', 'Virtualization renders another range of rows or columns'],
  ],
  'Menus and panels': [
    ['menuOpen', 'Free', 'GridMenuParams', 'onMenuOpen', 'A grid menu opens, such as a column menu'],
    ['menuClose', 'Free', 'GridMenuParams', 'onMenuClose', 'A grid menu closes'],
    ['preferencePanelOpen', 'Free', 'GridPreferencePanelParams', 'onPreferencePanelOpen', 'The columns, filters or AI assistant panel opens'],
    ['preferencePanelClose', 'Free', 'GridPreferencePanelParams', 'onPreferencePanelClose', 'The columns, filters or AI assistant panel closes'],
    ['sidebarOpen', 'Premium', '{ value: GridSidebarValue }', 'onSidebarOpen', 'The pivot or charts sidebar opens'],
    ['sidebarClose', 'Premium', '{ value: GridSidebarValue }', 'onSidebarClose', 'The pivot or charts sidebar closes'],
  ],
  'Clipboard and export': [
    ['clipboardCopy', 'Free', 'string', 'onClipboardCopy', 'Cells or rows are copied; receives the copied text'],
    ['clipboardPasteStart', 'Premium', '{ data: string[][] }', 'onClipboardPasteStart', 'A paste starts'],
    ['clipboardPasteEnd', 'Premium', '{ oldRows, newRows }', 'onClipboardPasteEnd', 'A paste has updated the rows'],
    ['excelExportStateChange', 'Premium', "'pending' | 'finished'", 'onExcelExportStateChange', 'An Excel export starts or ends'],
  ],
  History: [
    ['undo', 'Premium', '{ eventName, data }', 'onUndo', 'An undo is applied'],
    ['redo', 'Premium', '{ eventName, data }', 'onRedo', 'A redo is applied'],
  ],
  'Charts and AI': [
    ['activeChartIdChange', 'Premium', 'string', 'onActiveChartIdChange', 'Another chart becomes the active one'],
    ['chartSynchronizationStateChange', 'Premium', '{ chartId, synced }', '', 'A chart starts or stops following the grid'],
    ['aiAssistantConversationsChange', 'Premium', 'Conversation[]', 'onAiAssistantConversationsChange', 'The AI assistant conversations change'],
    ['aiAssistantActiveConversationIndexChange', 'Premium', 'number', 'onAiAssistantActiveConversationIndexChange', 'Another AI assistant conversation is selected'],
  ],
};

interface GridEventEntry {
  id: string;
  area: string;
  plan: Plan;
  params: string;
  prop: string;
  firesWhen: string;
}

const events: GridEventEntry[] = Object.entries(catalog).flatMap(([area, lines]) =>
  lines.map(([id, plan, params, prop, firesWhen]) => ({ id, area, plan, params, prop, firesWhen })),
);

const columns: GridColDef<GridEventEntry>[] = [
  { field: 'id', headerName: 'Event', width: 250, cellClassName: 'code' },
  { field: 'firesWhen', headerName: 'Fires when', flex: 1, minWidth: 280, sortable: false },
  { field: 'area', headerName: 'Area', type: 'singleSelect', valueOptions: Object.keys(catalog), width: 150 },
  { field: 'plan', headerName: 'Plan', type: 'singleSelect', valueOptions: ['Free', 'Pro', 'Premium'], width: 100 },
  { field: 'params', headerName: 'params', width: 230, cellClassName: 'code', sortable: false },
  { field: 'prop', headerName: 'Prop', width: 250, cellClassName: 'code' },
];

export default function EventsCatalog() {
  return (
    <Box sx={{ height: 520, width: '100%', '& .code': { fontFamily: 'monospace', fontSize: 13 } }}>
      <DataGrid
        rows={events}
        columns={columns}
        density="compact"
        showToolbar
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
