import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const plants = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', waterEveryDays: 7, price: 24 },
  { id: 2, name: 'Snake plant', light: 'Low to bright', waterEveryDays: 21, price: 18 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright', waterEveryDays: 10, price: 45 },
  { id: 4, name: 'Pothos', light: 'Low to medium', waterEveryDays: 9, price: 12 },
  { id: 5, name: 'ZZ plant', light: 'Low', waterEveryDays: 18, price: 22 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 130 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'waterEveryDays', headerName: 'Water (days)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 90 },
];

export default function EventsLog() {
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  // Newest first, last five only.
  const add = useCallback(
    (text: string) => setLog((previous) => [{ id: (previous[0]?.id ?? 0) + 1, text }, ...previous].slice(0, 5)),
    [],
  );

  // Each handler receives (params, event, details); params depend on the event.
  const handleCellClick = useCallback<GridEventListener<'cellClick'>>(
    (params) => add(`cellClick: ${params.field} = ${params.formattedValue}`),
    [add],
  );
  const handleRowDoubleClick = useCallback<GridEventListener<'rowDoubleClick'>>(
    (params) => add(`rowDoubleClick: row ${params.id} (${params.row.name})`),
    [add],
  );
  const handleHeaderClick = useCallback<GridEventListener<'columnHeaderClick'>>(
    (params, event) => add(`columnHeaderClick: ${params.field}${event.shiftKey ? ' with Shift' : ''}`),
    [add],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 300 }}>
        <DataGrid
          rows={plants}
          columns={columns}
          onCellClick={handleCellClick}
          onRowDoubleClick={handleRowDoubleClick}
          onColumnHeaderClick={handleHeaderClick}
          hideFooter
        />
      </div>
      <Box sx={{ minHeight: 110, mt: 1, fontFamily: 'monospace', fontSize: 13 }}>
        {log.length === 0 && (
          <Typography variant="body2">Click a cell or a header, or double-click a row.</Typography>
        )}
        {log.map((entry) => (
          <div key={entry.id}>
            {entry.id}. {entry.text}
          </div>
        ))}
      </Box>
    </Box>
  );
}
