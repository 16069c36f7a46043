import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  description: string;
  status: string;
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, description: 'Train to Lyon', status: 'Approved', amount: 124 },
  { id: 2, description: 'Hotel, two nights', status: 'Approved', amount: 310 },
  { id: 3, description: 'Client dinner', status: 'Pending', amount: 186 },
  { id: 4, description: 'Taxi from airport', status: 'Rejected', amount: 58 },
  { id: 5, description: 'Conference ticket', status: 'Pending', amount: 450 },
  { id: 6, description: 'Office chair', status: 'Approved', amount: 239 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function AggregationRowsScope() {
  const [allRows, setAllRows] = useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label="Total all rows, not only the filtered ones"
      />
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={expenses}
          columns={columns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Approved' }] } },
            aggregation: { model: { amount: 'sum' } },
          }}
        />
      </div>
    </Stack>
  );
}
