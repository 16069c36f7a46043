import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  company: string;
  price: number;
  change: number;
}

const rows: Quote[] = [
  { id: 'NOVA', company: 'Nova Robotics', price: 142.1, change: 0 },
  { id: 'BRKL', company: 'Brookline Foods', price: 58.4, change: 0 },
  { id: 'HLIX', company: 'Helix Biotech', price: 211.75, change: 0 },
  { id: 'TERA', company: 'Terra Energy', price: 33.9, change: 0 },
  { id: 'QSTR', company: 'Quasar Telecom', price: 87.25, change: 0 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

// A seeded generator: the feed moves the same way every time.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const random = createRandom(2024);

export default function RowUpdatesLiveFeed() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) {
      return undefined;
    }
    // Every 100 ms, send a new price for every row in one batch.
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const updates = api.getAllRowIds().map((id) => {
        const price = api.getRow<Quote>(id)?.price ?? 0;
        const change = Math.round((random() - 0.5) * 200) / 100;
        return { id, price: Math.max(1, price + change), change };
      });
      api.updateRows(updates);
    }, 100);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <div style={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)} sx={{ mb: 1 }}>
        {running ? 'Stop the feed' : 'Start the feed'}
      </Button>
      <div style={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Apply the queued updates at most once per second.
          throttleRowsMs={1000}
        />
      </div>
    </div>
  );
}
