import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  shift: string;
}

const shifts: Shift[] = [
  { id: 1, nurse: 'Aoife Byrne', ward: 'Cardiology', shift: 'Early' },
  { id: 2, nurse: 'Rahul Mehta', ward: 'Maternity', shift: 'Night' },
  { id: 3, nurse: 'Elena Petrova', ward: 'Paediatrics', shift: 'Late' },
  { id: 4, nurse: 'Samuel Osei', ward: 'Cardiology', shift: 'Early' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150 },
  {
    field: 'ward',
    headerName: 'Ward',
    type: 'singleSelect',
    valueOptions: ['Cardiology', 'Maternity', 'Paediatrics'],
    width: 140,
    editable: true,
  },
  {
    field: 'shift',
    headerName: 'Shift',
    type: 'singleSelect',
    valueOptions: ['Early', 'Late', 'Night'],
    width: 110,
    editable: true,
  },
];

export default function EditingApiMethods() {
  const apiRef = useGridApiRef();
  const [selectedId, setSelectedId] = useState<GridRowId>(1);
  const [message, setMessage] = useState('Click a row, then use the buttons.');

  // startRowEditMode() throws if the row is already in edit mode,
  // and stopRowEditMode() throws if it is not: check the mode first.
  const isEditing = () => apiRef.current?.getRowMode(selectedId) === GridRowModes.Edit;

  const edit = () => {
    if (isEditing()) {
      setMessage(`Row ${selectedId} is already in edit mode.`);
      return;
    }
    apiRef.current?.startRowEditMode({ id: selectedId, fieldToFocus: 'shift' });
    setMessage(`startRowEditMode({ id: ${selectedId}, fieldToFocus: 'shift' })`);
  };

  const stop = (ignoreModifications: boolean) => {
    if (!isEditing()) {
      setMessage(`Row ${selectedId} is not in edit mode.`);
      return;
    }
    apiRef.current?.stopRowEditMode({ id: selectedId, ignoreModifications });
    setMessage(`stopRowEditMode({ id: ${selectedId}, ignoreModifications: ${ignoreModifications} })`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={edit}>
          Edit row {selectedId}
        </Button>
        <Button variant="contained" onClick={() => stop(false)}>
          Save
        </Button>
        <Button onClick={() => stop(true)}>Cancel</Button>
      </Stack>
      <Alert severity="info" sx={{ fontFamily: 'monospace' }}>
        {message}
      </Alert>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={shifts}
          columns={columns}
          editMode="row"
          onRowClick={(params) => setSelectedId(params.id)}
          onRowEditStop={(params, event) => {
            // Clicking outside the row, on a button for example, does not save it.
            if (params.reason === GridRowEditStopReasons.rowFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
