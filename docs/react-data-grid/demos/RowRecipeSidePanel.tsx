import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  city: string;
  plan: string;
  email: string;
  since: string;
}

const customers: Customer[] = [
  { id: 1, name: 'Greenleaf Bakery', city: 'Bristol', plan: 'Business', email: 'orders@greenleaf.example', since: 'March 2021' },
  { id: 2, name: 'Atlas Physio', city: 'Leeds', plan: 'Starter', email: 'hello@atlasphysio.example', since: 'June 2023' },
  { id: 3, name: 'Northwind Cycles', city: 'York', plan: 'Business', email: 'shop@northwind.example', since: 'May 2019' },
  { id: 4, name: 'Brightside Dental', city: 'Cardiff', plan: 'Enterprise', email: 'admin@brightside.example', since: 'January 2020' },
  { id: 5, name: 'Kettle & Crumb', city: 'Bath', plan: 'Starter', email: 'team@kettlecrumb.example', since: 'October 2024' },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'plan', headerName: 'Plan', width: 110 },
];

export default function RowRecipeSidePanel() {
  const [active, setActive] = useState<Customer | null>(null);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <div style={{ height: 360, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={customers}
          columns={columns}
          onRowClick={(params: GridRowParams<Customer>) => setActive(params.row)}
          hideFooter
        />
      </div>
      <Paper variant="outlined" sx={{ p: 2, width: { md: 260 }, flexShrink: 0 }}>
        {active ? (
          <Stack spacing={1}>
            <Typography variant="h6">{active.name}</Typography>
            <Typography variant="body2">City: {active.city}</Typography>
            <Typography variant="body2">Plan: {active.plan}</Typography>
            <Typography variant="body2">Email: {active.email}</Typography>
            <Typography variant="body2">Customer since {active.since}</Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a row to see the customer’s details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
