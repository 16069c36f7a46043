import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-1041', client: 'Harbour Coffee Roasters', amount: 1280, paid: true },
  { id: 'INV-1042', client: 'Northwind Dental', amount: 3420, paid: false },
  { id: 'INV-1043', client: 'Alder & Finch Architects', amount: 860, paid: false },
  { id: 'INV-1044', client: 'Blue Fern Yoga', amount: 410, paid: true },
  { id: 'INV-1045', client: 'Larkspur Vet Clinic', amount: 2150, paid: false },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

export default function FilteringDisableColumns() {
  const [disableColumnFilter, setDisableColumnFilter] = useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          showToolbar
          disableColumnFilter={disableColumnFilter}
          // This filter keeps applying when the filter UI is disabled.
          initialState={{
            filter: { filterModel: { items: [{ field: 'paid', operator: 'is', value: false }] } },
          }}
        />
      </div>
    </Stack>
  );
}
