import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  price: number;
  changePct: number;
}

const quotes: Quote[] = [
  { id: 'NOVN', company: 'Novartis', price: 91.42, changePct: 0.8 },
  { id: 'ASML', company: 'ASML Holding', price: 652.1, changePct: -1.4 },
  { id: 'SAP', company: 'SAP', price: 187.36, changePct: 0.3 },
  { id: 'MC', company: 'LVMH', price: 702.5, changePct: -0.6 },
  { id: 'SIE', company: 'Siemens', price: 176.04, changePct: 1.1 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
  { field: 'changePct', headerName: 'Change (%)', type: 'number', width: 110 },
];

export default function OverlaysLoadingLinearProgress() {
  const [loading, setLoading] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="loading"
      />
      <div style={{ height: 320, width: '100%' }}>
        {/* The grid has rows: the default `variant`, 'linear-progress', keeps them readable. */}
        <DataGrid rows={quotes} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
