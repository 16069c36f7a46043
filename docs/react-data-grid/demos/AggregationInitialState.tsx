import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  item: string;
  team: string;
  budget: number;
  spent: number;
}

const lines: BudgetLine[] = [
  { id: 1, item: 'Cloud hosting', team: 'Platform', budget: 48000, spent: 51200 },
  { id: 2, item: 'Design tool licences', team: 'Design', budget: 6000, spent: 5400 },
  { id: 3, item: 'Conference travel', team: 'Marketing', budget: 15000, spent: 9800 },
  { id: 4, item: 'Contractors', team: 'Platform', budget: 60000, spent: 57500 },
  { id: 5, item: 'User research panel', team: 'Design', budget: 8000, spent: 8000 },
  { id: 6, item: 'Trade show booth', team: 'Marketing', budget: 22000, spent: 24600 },
];

const formatDollars = (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns: GridColDef<BudgetLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 120, valueFormatter: formatDollars },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 120, valueFormatter: formatDollars },
];

// The model the grid starts with. After that, the grid keeps track of it.
const initialModel: GridAggregationModel = { budget: 'sum', spent: 'sum' };

export default function AggregationInitialState() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => apiRef.current?.setAggregationModel(initialModel)}>
        Back to the totals
      </Button>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={lines}
          columns={columns}
          initialState={{ aggregation: { model: initialModel } }}
        />
      </div>
    </Stack>
  );
}
