import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  date: Date;
  employee: string;
  category: string;
  amount: number;
}

const expenses: Expense[] = [
  { id: 1, date: new Date(2025, 2, 3), employee: 'Nadia Rahman', category: 'Travel', amount: 412.8 },
  { id: 2, date: new Date(2025, 2, 5), employee: 'Jonas Berg', category: 'Meals', amount: 64.5 },
  { id: 3, date: new Date(2025, 2, 11), employee: 'Priya Nair', category: 'Software', amount: 199 },
  { id: 4, date: new Date(2025, 2, 14), employee: 'Nadia Rahman', category: 'Meals', amount: 38.2 },
  { id: 5, date: new Date(2025, 2, 20), employee: 'Samuel Osei', category: 'Travel', amount: 1280 },
  { id: 6, date: new Date(2025, 2, 27), employee: 'Jonas Berg', category: 'Office supplies', amount: 92.75 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function ExportDefaultToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      {/* The default toolbar brings the export menu: Print and Download as CSV. */}
      <DataGrid rows={expenses} columns={columns} showToolbar />
    </div>
  );
}
