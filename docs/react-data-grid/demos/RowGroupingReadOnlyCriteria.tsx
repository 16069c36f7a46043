import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  fiscalYear: string;
  category: string;
  vendor: string;
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, fiscalYear: 'FY 2024', category: 'Travel', vendor: 'SkyWays', amount: 1840 },
  { id: 2, fiscalYear: 'FY 2024', category: 'Software', vendor: 'CloudDesk', amount: 960 },
  { id: 3, fiscalYear: 'FY 2024', category: 'Travel', vendor: 'RailEurope', amount: 420 },
  { id: 4, fiscalYear: 'FY 2025', category: 'Software', vendor: 'CloudDesk', amount: 1020 },
  { id: 5, fiscalYear: 'FY 2025', category: 'Office', vendor: 'Paper & Co', amount: 310 },
  { id: 6, fiscalYear: 'FY 2025', category: 'Travel', vendor: 'SkyWays', amount: 2270 },
];

const columns: GridColDef<Expense>[] = [
  // Not groupable: the menu of this column has no grouping item,
  // and "Stop grouping by Fiscal year" is disabled in the grouping column menu.
  { field: 'fiscalYear', headerName: 'Fiscal year', width: 120, groupable: false },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'vendor', headerName: 'Vendor', width: 130 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110 },
];

export default function RowGroupingReadOnlyCriteria() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={expenses}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        // A model from code can group by a column that users cannot group by.
        initialState={{ rowGrouping: { model: ['fiscalYear'] } }}
      />
    </div>
  );
}
