import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Expense {
  id: number | string;
  category: string;
  budget: number;
  spent: number;
}

const expenses: Expense[] = [
  { id: 1, category: 'Venue hire', budget: 4200, spent: 4200 },
  { id: 2, category: 'Catering', budget: 3100, spent: 3460 },
  { id: 3, category: 'Speakers’ travel', budget: 2400, spent: 1980 },
  { id: 4, category: 'Audio and video', budget: 1800, spent: 1725 },
  { id: 5, category: 'Printing', budget: 650, spent: 410 },
  { id: 6, category: 'Badges and lanyards', budget: 300, spent: 285 },
  { id: 7, category: 'Photography', budget: 900, spent: 900 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const formatEuro = (value: number) => euro.format(value);

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 160 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 110, valueFormatter: formatEuro },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 110, valueFormatter: formatEuro },
];

// A pinned row is an extra row object with its own unique `id`.
const pinnedRows: GridPinnedRowsProp<Expense> = {
  bottom: [
    {
      id: 'total',
      category: 'Total',
      budget: expenses.reduce((sum, row) => sum + row.budget, 0),
      spent: expenses.reduce((sum, row) => sum + row.spent, 0),
    },
  ],
};

export default function RowPinningTotals() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro rows={expenses} columns={columns} pinnedRows={pinnedRows} />
    </div>
  );
}
