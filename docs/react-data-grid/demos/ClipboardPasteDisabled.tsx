import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  team: string;
  salary: number;
}

const employees: Employee[] = [
  { id: 1, name: 'Ingrid Olsen', team: 'Finance', salary: 61000 },
  { id: 2, name: 'Kwame Mensah', team: 'Engineering', salary: 74000 },
  { id: 3, name: 'Lucía Romero', team: 'Design', salary: 58000 },
  { id: 4, name: 'Mei Tanaka', team: 'Engineering', salary: 79000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 130, editable: true },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 120, editable: true },
];

export default function ClipboardPasteDisabled() {
  const [pasteDisabled, setPasteDisabled] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={pasteDisabled} onChange={(event) => setPasteDisabled(event.target.checked)} />}
        label="disableClipboardPaste"
      />
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPremium
          rows={employees}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          // Ctrl+V does nothing while this is true. Ctrl+C still copies.
          disableClipboardPaste={pasteDisabled}
          hideFooter
        />
      </div>
    </Stack>
  );
}
