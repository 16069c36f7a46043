import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  salary: number;
}

const employees: Employee[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@northwind.com', salary: 68500 },
  { id: 2, firstName: 'Lukas', lastName: 'Brandt', email: 'lukas.brandt@northwind.com', salary: 72000 },
  { id: 3, firstName: 'Mei', lastName: 'Tanaka', email: 'mei.tanaka@northwind.com', salary: 81250 },
  { id: 4, firstName: 'Diego', lastName: 'Herrera', email: 'diego.herrera@northwind.com', salary: 59900 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

// Since v7, each callback takes (value, row, column, apiRef) instead of one params object.
const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (double-click to edit)',
    flex: 1,
    minWidth: 200,
    editable: true,
    // v6: (params) => `${params.row.firstName} ${params.row.lastName}`
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // v6: (params) => ({ ...params.row, ... })
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(' ');
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    editable: true,
    // v6: (value, params) => ...; the second argument is now the row.
    valueParser: (value: string | undefined) => (value ?? '').trim().toLowerCase(),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // v6: ({ value }) => ...; the value is now the first argument.
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function MigrationGridV6ColumnCallbacks() {
  const [lastSaved, setLastSaved] = useState<Employee | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={employees}
          columns={columns}
          hideFooter
          processRowUpdate={(updatedRow: Employee) => {
            setLastSaved(updatedRow);
            return updatedRow;
          }}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        {lastSaved
          ? `Row saved by processRowUpdate: ${JSON.stringify(lastSaved)}`
          : 'Edit a full name or an email, then press Enter to see the row that is saved.'}
      </Typography>
    </Box>
  );
}
