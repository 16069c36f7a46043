import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  employee: string;
  role: string;
  hourlyRate: number;
  hours: number;
  onCall: boolean;
}

const initialShifts: Shift[] = [
  { id: 1, employee: 'Priya Nair', role: 'Nurse', hourlyRate: 31, hours: 36, onCall: true },
  { id: 2, employee: 'Tomás Herrera', role: 'Porter', hourlyRate: 17.5, hours: 40, onCall: false },
  { id: 3, employee: 'Ingrid Solberg', role: 'Pharmacist', hourlyRate: 38, hours: 24, onCall: false },
  { id: 4, employee: 'Kwame Mensah', role: 'Nurse', hourlyRate: 29.5, hours: 32, onCall: true },
  { id: 5, employee: 'Mei Lin', role: 'Receptionist', hourlyRate: 19, hours: 30, onCall: false },
];

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Nurse', 'Porter', 'Pharmacist', 'Receptionist'],
    width: 140,
    editable: true,
  },
  { field: 'hourlyRate', headerName: 'Rate (€/h)', type: 'number', width: 110, editable: true },
  { field: 'hours', headerName: 'Hours/week', type: 'number', width: 110, editable: true },
  { field: 'onCall', headerName: 'On call', type: 'boolean', width: 90, editable: true },
];

export default function EditableRosterGrid() {
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>({
    severity: 'success',
    text: 'Double-click a cell in an editable column, or select it and press Enter.',
  });

  // Runs when the user commits an edit. Return the row to keep; throw to reject it.
  const handleRowUpdate = (newRow: Shift): Shift => {
    if (newRow.hours < 0 || newRow.hours > 60) {
      throw new Error(`${newRow.employee}: hours must be 0 to 60. Fix the value, or press Escape to cancel.`);
    }
    setMessage({ severity: 'success', text: `Saved ${newRow.employee}.` });
    return newRow;
  };

  return (
    <Stack spacing={1.5}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={initialShifts}
          columns={columns}
          processRowUpdate={handleRowUpdate}
          onProcessRowUpdateError={(error: Error) => setMessage({ severity: 'error', text: error.message })}
          hideFooter
        />
      </div>
      <Alert severity={message.severity}>{message.text}</Alert>
    </Stack>
  );
}
