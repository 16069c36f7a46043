import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  department: string;
  name: string;
  role: string;
}

const employees: Employee[] = [
  { id: 1, department: 'Finance', name: 'Ingrid Larsen', role: 'Controller' },
  { id: 2, department: 'Finance', name: 'Musa Diallo', role: 'Accountant' },
  { id: 3, department: 'Sales', name: 'Chloé Martin', role: 'Account manager' },
  { id: 4, department: 'Sales', name: 'Ravi Kapoor', role: 'Sales lead' },
  { id: 5, department: 'Sales', name: 'Emma Schultz', role: 'Account manager' },
  { id: 6, department: 'Support', name: 'Yuki Sato', role: 'Support agent' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 160 },
];

const withGroupRows: GridCsvExportOptions = {};

// Keep the employee rows, drop the group rows, and write the department as a column of its own.
const employeesOnly: GridCsvExportOptions = {
  fields: ['department', 'name', 'role'],
  getRowsToExport: ({ apiRef }) =>
    gridFilteredSortedRowIdsSelector(apiRef).filter((id) => apiRef.current.getRowNode(id)?.type === 'leaf'),
};

export default function ExportRowGroupingRows() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = useState('');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv(withGroupRows) ?? '')}
        >
          Default rows
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv(employeesOnly) ?? '')}
        >
          Employee rows only
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['department'] },
            // The grouping column shows the department, so hide the original column.
            columns: { columnVisibilityModel: { department: false } },
          }}
          defaultGroupingExpansionDepth={-1}
        />
      </div>
      <Box component="pre" sx={{ m: 0, p: 1, height: 210, overflow: 'auto', bgcolor: 'action.hover', fontSize: 13 }}>
        {preview || 'Click a button to see what each rule writes to the CSV file.'}
      </Box>
    </Stack>
  );
}
