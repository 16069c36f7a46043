import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  change: number;
}

const names = ['Alva', 'Brix', 'Coro', 'Delna', 'Esko', 'Fjord', 'Gale', 'Harlow', 'Iona', 'Juno'];
const sectors = ['Holdings', 'Energy', 'Labs', 'Foods'];

// 40 quotes. The ticker is the first three letters of the name plus the sector's initial.
const initialRows: Quote[] = Array.from({ length: 40 }, (_, index) => {
  const name = names[index % names.length];
  const sector = sectors[Math.floor(index / names.length)];
  return {
    id: `${name.slice(0, 3)}${sector[0]}`.toUpperCase(),
    company: `${name} ${sector}`,
    change: (((index * 37) % 80) - 40) / 10,
  };
});

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 140 },
  { field: 'change', headerName: 'Change (%)', type: 'number', width: 110 },
];

export default function ScrollingKeepSelectedRow() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = useState(initialRows);
  const [follow, setFollow] = useState(true);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set(['CORL']) });

  // New prices arrive every 1.5 seconds; the grid re-sorts the rows.
  useEffect(() => {
    const timer = setInterval(() => {
      setRows((current) =>
        current.map((row) => ({ ...row, change: Math.round(row.change * 10 + (Math.random() - 0.5) * 20) / 10 })),
      );
    }, 1500);
    return () => clearInterval(timer);
  }, []);

  // Runs after the grid has taken the new rows, so the index is the new one.
  useEffect(() => {
    const [selectedId] = selection.ids;
    if (follow && selectedId !== undefined) {
      const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(selectedId);
      apiRef.current?.scrollToIndexes({ rowIndex });
    }
  }, [apiRef, rows, follow, selection]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={follow} onChange={(event) => setFollow(event.target.checked)} />}
        label="Keep the selected row in view"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'desc' }] } }}
          density="compact"
          hideFooter
        />
      </div>
    </Stack>
  );
}
