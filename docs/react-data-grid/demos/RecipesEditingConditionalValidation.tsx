import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

type Status = 'Pending' | 'Approved' | 'Rejected';

interface Claim {
  id: number;
  employee: string;
  expense: string;
  amount: number;
  status: Status;
  reason: string;
}

const claims: Claim[] = [
  { id: 1, employee: 'Ana Costa', expense: 'Train to Lyon', amount: 86.4, status: 'Pending', reason: '' },
  { id: 2, employee: 'Yusuf Demir', expense: 'Client dinner', amount: 212, status: 'Pending', reason: '' },
  { id: 3, employee: 'Mia Schulz', expense: 'Conference ticket', amount: 450, status: 'Approved', reason: '' },
  {
    id: 4,
    employee: 'Kenji Sato',
    expense: 'Taxi, no receipt',
    amount: 38.5,
    status: 'Rejected',
    reason: 'Receipt missing',
  },
  { id: 5, employee: 'Ruth Okafor', expense: 'Hotel, two nights', amount: 298, status: 'Pending', reason: '' },
];

const columns: GridColDef<Claim>[] = [
  { field: 'employee', headerName: 'Employee', width: 130 },
  { field: 'expense', headerName: 'Expense', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Approved', 'Rejected'],
    width: 120,
    editable: true,
  },
  {
    field: 'reason',
    headerName: 'Reason for rejection',
    width: 190,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      // In row editing, `otherFieldsProps` holds the values being edited in the same row.
      const status = params.otherFieldsProps?.status?.value ?? params.row.status;
      const reason = String(params.props.value ?? '').trim();
      return { ...params.props, error: status === 'Rejected' && reason === '' };
    },
  },
];

export default function RecipesEditingConditionalValidation() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={claims}
        columns={columns}
        editMode="row"
        hideFooter
        sx={(theme) => ({
          // The edit input of a field with `error: true` has the `Mui-error` class.
          '& .MuiDataGrid-editInputCell.Mui-error': {
            backgroundColor: alpha(theme.palette.error.main, 0.12),
            boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}`,
          },
        })}
      />
    </div>
  );
}
