import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type IsRowReorderableParams,
  type ReorderValidationContext,
} from '@mui/x-data-grid-pro';

interface Stop {
  id: string;
  place: string;
  window: string;
}

const stops: Stop[] = [
  { id: 'start', place: 'North depot (start)', window: '07:00' },
  { id: 'd1', place: '14 Rue des Lilas', window: '08:00–10:00' },
  { id: 'd2', place: 'Café Lumière', window: '09:00–11:00' },
  { id: 'd3', place: 'Pharmacie Centrale', window: '10:00–12:00' },
  { id: 'd4', place: '3 Place Bellecour', window: '13:00–15:00' },
  { id: 'end', place: 'North depot (end)', window: '17:00' },
];

const columns: GridColDef<Stop>[] = [
  { field: 'place', headerName: 'Stop', flex: 1, minWidth: 160 },
  { field: 'window', headerName: 'Time window', width: 120 },
  // Same `field` as the built-in reorder column: the grid merges this definition
  // into it and shows the handles where the column sits in this array.
  { ...GRID_REORDER_COL_DEF, width: 60 },
];

const isDepot = (id: string | number) => id === 'start' || id === 'end';

// The depot rows get no drag handle.
const isRowReorderable = ({ row }: IsRowReorderableParams<Stop>) => !isDepot(row.id);

// Deliveries cannot be dropped before the start or after the end.
const isValidRowReorder = ({ targetNode, dropPosition }: ReorderValidationContext) =>
  !(targetNode.id === 'start' && dropPosition === 'above') &&
  !(targetNode.id === 'end' && dropPosition === 'below');

export default function RowOrderingLockedRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={stops}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        isValidRowReorder={isValidRowReorder}
        hideFooter
      />
    </div>
  );
}
