import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

const rooms = [
  { id: 101, room: 'Aurora', floor: 1, seats: 6, equipment: 'Screen' },
  { id: 102, room: 'Borealis', floor: 1, seats: 12, equipment: 'Projector' },
  { id: 201, room: 'Cirrus', floor: 2, seats: 4, equipment: 'Whiteboard' },
  { id: 202, room: 'Nimbus', floor: 2, seats: 20, equipment: 'Video call kit' },
];

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90, editable: true },
  { field: 'equipment', headerName: 'Equipment', width: 150, editable: true },
];

export default function EditingControlledCellModes() {
  const [cell, setCell] = useState<{ id: GridRowId; field: string } | null>(null);
  const [cellModesModel, setCellModesModel] = useState<GridCellModesModel>({});
  const isEditing = cell !== null && cellModesModel[cell.id]?.[cell.field]?.mode === GridCellModes.Edit;

  const startEditing = () => {
    if (cell) setCellModesModel({ [cell.id]: { [cell.field]: { mode: GridCellModes.Edit } } });
  };
  // `ignoreModifications: true` throws the typed value away.
  const stopEditing = (ignoreModifications: boolean) => {
    if (cell) setCellModesModel({ [cell.id]: { [cell.field]: { mode: GridCellModes.View, ignoreModifications } } });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={!cell || isEditing} onClick={startEditing}>
          Edit
        </Button>
        <Button variant="contained" disabled={!isEditing} onClick={() => stopEditing(false)}>
          Save
        </Button>
        <Button disabled={!isEditing} onClick={() => stopEditing(true)}>
          Cancel
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rooms}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellClick={(params: GridCellParams) => {
            // Choose the target cell; keep it while it is being edited.
            if (params.isEditable && !isEditing) setCell({ id: params.id, field: params.field });
          }}
          onCellEditStop={(params, event) => {
            // Keep the cell open when the user clicks outside it, for example on a button.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
