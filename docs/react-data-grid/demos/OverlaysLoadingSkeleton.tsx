import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: string;
  destination: string;
  time: string;
  gate: string;
  delayMin: number;
  boarding: boolean;
}

const departures: Departure[] = [
  { id: 'SK 1467', destination: 'Copenhagen', time: '07:40', gate: 'B12', delayMin: 0, boarding: true },
  { id: 'LH 2291', destination: 'Munich', time: '08:05', gate: 'A3', delayMin: 15, boarding: false },
  { id: 'AF 1643', destination: 'Paris CDG', time: '08:30', gate: 'B7', delayMin: 0, boarding: false },
  { id: 'KL 1128', destination: 'Amsterdam', time: '09:10', gate: 'A9', delayMin: 40, boarding: false },
];

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'delayMin', headerName: 'Delay (min)', type: 'number', width: 110 },
  { field: 'boarding', headerName: 'Boarding', type: 'boolean', width: 100 },
];

export default function OverlaysLoadingSkeleton() {
  const [loading, setLoading] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="loading"
      />
      <div style={{ height: 320, width: '100%' }}>
        {/* No rows yet and `loading`: the default `noRowsVariant` is 'skeleton'. */}
        <DataGrid rows={loading ? [] : departures} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
