import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  team: string;
  isNew?: boolean;
}

const initialMembers: Member[] = [
  { id: 1, name: 'Leila Haddad', team: 'Design' },
  { id: 2, name: 'Tomasz Zieliński', team: 'Engineering' },
  { id: 3, name: 'Grace Mwangi', team: 'Support' },
];
const teams = ['Design', 'Engineering', 'Support'];
let nextId = 4;

export default function EditingRecipeCrud() {
  const [rows, setRows] = useState<Member[]>(initialMembers);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});

  const edit = (id: GridRowId) => setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.Edit } }));
  const save = (id: GridRowId) => setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.View } }));
  const remove = (id: GridRowId) => setRows((previous) => previous.filter((row) => row.id !== id));
  const cancel = (id: GridRowId) => {
    setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
    // A new row that was never saved disappears.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };
  const add = () => {
    const id = nextId++;
    setRows((previous) => [...previous, { id, name: '', team: 'Design', isNew: true }]);
    setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  const columns = useMemo<GridColDef<Member>[]>(() => [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
    { field: 'team', headerName: 'Team', type: 'singleSelect', valueOptions: teams, width: 130, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          {rowModesModel[params.id]?.mode === GridRowModes.Edit ? [
            <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => save(params.id)} />,
            <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={() => cancel(params.id)} />,
          ] : [
            <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => edit(params.id)} />,
            <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={() => remove(params.id)} />,
          ]}
        </GridActionsCell>
      ),
    },
  ], [rowModesModel]);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button startIcon={<AddIcon />} onClick={add}>Add member</Button>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={(params, event) => {
            // Clicking outside keeps the row open; Escape behaves like Cancel.
            if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
            if (params.reason === GridRowEditStopReasons.escapeKeyDown) {
              event.defaultMuiPrevented = true;
              cancel(params.id);
            }
          }}
          processRowUpdate={(newRow: Member) => {
            const saved = { ...newRow, isNew: false };
            setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
            return saved;
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
