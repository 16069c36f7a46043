import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridFooterContainer,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid-premium';

interface Campaign {
  id: number;
  campaign: string;
  channel: string;
  budget: number;
  spent: number;
}

const campaigns: Campaign[] = [
  { id: 1, campaign: 'Spring launch', channel: 'Search', budget: 12000, spent: 11350 },
  { id: 2, campaign: 'Spring launch', channel: 'Social', budget: 8000, spent: 8420 },
  { id: 3, campaign: 'Loyalty newsletter', channel: 'Email', budget: 1500, spent: 900 },
  { id: 4, campaign: 'Summer sale', channel: 'Display', budget: 6000, spent: 2100 },
  { id: 5, campaign: 'Summer sale', channel: 'Search', budget: 9000, spent: 4050 },
];

const columns: GridColDef<Campaign>[] = [
  { field: 'campaign', headerName: 'Campaign', flex: 1, minWidth: 160 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'budget', headerName: 'Budget ($)', type: 'number', width: 120 },
  { field: 'spent', headerName: 'Spent ($)', type: 'number', width: 120 },
];

function BudgetFooter(props: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  // Both re-render the footer when the model or the aggregated values change.
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);

  // The grand totals are stored under the id of the root of the row tree.
  // Before the grid computes the values for the first time, the lookup is undefined.
  const totals = lookup?.[GRID_ROOT_GROUP_ID];
  const budget = totals?.budget?.value;
  const spent = totals?.spent?.value;
  const bothSums = model.budget === 'sum' && model.spent === 'sum';

  return (
    <GridFooterContainer {...props}>
      <Typography variant="body2" sx={{ px: 2 }}>
        {bothSums && typeof budget === 'number' && typeof spent === 'number' && budget > 0
          ? `${Math.round((spent / budget) * 100)}% of the budget spent`
          : 'Set Budget and Spent to sum to see how much of the budget is spent.'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function AggregationSelectors() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={campaigns}
        columns={columns}
        slots={{ footer: BudgetFooter }}
        initialState={{ aggregation: { model: { budget: 'sum', spent: 'sum' } } }}
      />
    </div>
  );
}
