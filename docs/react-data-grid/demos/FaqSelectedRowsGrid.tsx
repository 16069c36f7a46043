import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: string;
  recipient: string;
  city: string;
  weightKg: number;
}

const parcels: Parcel[] = [
  { id: 'PX-2041', recipient: 'Ana Ferreira', city: 'Lisbon', weightKg: 1.2 },
  { id: 'PX-2042', recipient: 'Tobias Wagner', city: 'Hamburg', weightKg: 4.8 },
  { id: 'PX-2043', recipient: 'Ngozi Adeyemi', city: 'Lagos', weightKg: 0.6 },
  { id: 'PX-2044', recipient: 'Marek Dvořák', city: 'Prague', weightKg: 2.3 },
  { id: 'PX-2045', recipient: 'Isabelle Roy', city: 'Montréal', weightKg: 7.1 },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

export default function FaqSelectedRowsGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = useState('Select parcels, then click the button.');

  const summarize = () => {
    // getSelectedRows() returns a Map of row id to row.
    const selected = Array.from(apiRef.current?.getSelectedRows().values() ?? []) as Parcel[];
    const total = selected.reduce((sum, parcel) => sum + parcel.weightKg, 0);
    setSummary(`${selected.length} parcels, ${total.toFixed(1)} kg in total.`);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={summarize}>
          Weigh selection
        </Button>
        <Typography variant="body2">{summary}</Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={parcels} columns={columns} checkboxSelection hideFooter />
      </div>
    </Stack>
  );
}
