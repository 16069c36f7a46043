import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  description: string;
  category: string;
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, description: 'Train to Lyon', category: 'Travel', amount: 124 },
  { id: 2, description: 'Hotel, two nights', category: 'Travel', amount: 310 },
  { id: 3, description: 'Client dinner', category: 'Meals', amount: 186.5 },
  { id: 4, description: 'Taxi from the airport', category: 'Travel', amount: 58 },
  { id: 5, description: 'Conference ticket', category: 'Training', amount: 450 },
  { id: 6, description: 'Team lunch', category: 'Meals', amount: 92.4 },
  { id: 7, description: 'Online course', category: 'Training', amount: 79 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 170 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Meals', 'Training', 'Travel'],
    width: 120,
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

// Re-renders when the rows that pass the filters change.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);

  const sum = matching.reduce((acc, entry) => acc + (entry.model as Expense).amount, 0);

  return (
    <GridFooterContainer sx={{ px: 1.5 }}>
      <Typography variant="body2">
        {matching.length} of {total} expenses · €{sum.toFixed(2)}
      </Typography>
    </GridFooterContainer>
  );
}

export default function FilteringSelectors() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={expenses}
        columns={columns}
        showToolbar
        slots={{ footer: TotalFooter }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'category', operator: 'is', value: 'Travel' }] },
          },
        }}
      />
    </div>
  );
}
