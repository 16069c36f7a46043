import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
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

interface Plant {
  id: number;
  name: string;
  category: string;
  price: number;
  inStock: boolean;
  isNew?: boolean;
}

const initialPlants: Plant[] = [
  { id: 1, name: 'Monstera deliciosa', category: 'Houseplant', price: 34, inStock: true },
  { id: 2, name: 'Lavender "Hidcote"', category: 'Perennial', price: 7.5, inStock: true },
  { id: 3, name: 'Olive tree, 1.2 m', category: 'Tree', price: 89, inStock: false },
  { id: 4, name: 'Snake plant', category: 'Houseplant', price: 19.9, inStock: true },
];
const categories = ['Houseplant', 'Perennial', 'Tree'];
let nextId = 5;

// Stands in for your API: after 300 ms it stores the row, or refuses a row without a name.
function savePlant(plant: Plant): Promise<Plant> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (plant.name.trim() === '') {
        reject(new Error('A plant needs a name.'));
      } else {
        resolve({ ...plant, name: plant.name.trim(), isNew: false });
      }
    }, 300);
  });
}

interface Status {
  severity: 'info' | 'success' | 'error';
  text: string;
}

export default function EditingFullCrud() {
  const [rows, setRows] = useState<Plant[]>(initialPlants);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const [status, setStatus] = useState<Status>({
    severity: 'info',
    text: 'Add a plant, or use the pencil to edit a row.',
  });

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const handleCancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    // A row that was added but never saved goes away again.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  const handleAdd = () => {
    const id = nextId++;
    setRows((previous) => [
      ...previous,
      { id, name: '', category: 'Houseplant', price: 0, inStock: true, isNew: true },
    ]);
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' });
  };

  const columns = useMemo<GridColDef<Plant>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Plant',
        flex: 1,
        minWidth: 170,
        editable: true,
      },
      {
        field: 'category',
        headerName: 'Category',
        type: 'singleSelect',
        valueOptions: categories,
        width: 120,
        editable: true,
      },
      { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, editable: true },
      { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 90, editable: true },
      {
        field: 'actions',
        type: 'actions',
        width: 100,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            {rowModesModel[params.id]?.mode === GridRowModes.Edit
              ? [
                  <GridActionsCellItem
                    key="save"
                    icon={<SaveIcon />}
                    label="Save"
                    onClick={() => setMode(params.id, { mode: GridRowModes.View })}
                  />,
                  <GridActionsCellItem
                    key="cancel"
                    icon={<CloseIcon />}
                    label="Cancel"
                    onClick={() => handleCancel(params.id)}
                  />,
                ]
              : [
                  <GridActionsCellItem
                    key="edit"
                    icon={<EditIcon />}
                    label="Edit"
                    onClick={() => setMode(params.id, { mode: GridRowModes.Edit })}
                  />,
                  <GridActionsCellItem
                    key="delete"
                    icon={<DeleteIcon />}
                    label="Delete"
                    onClick={() => setRows((previous) => previous.filter((row) => row.id !== params.id))}
                  />,
                ]}
          </GridActionsCell>
        ),
      },
    ],
    [rowModesModel],
  );

  const processRowUpdate = async (newRow: Plant) => {
    const saved = await savePlant(newRow);
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    setStatus({ severity: 'success', text: `Saved "${saved.name}".` });
    return saved;
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={handleAdd}>
          Add plant
        </Button>
        <Alert severity={status.severity} sx={{ flex: 1, py: 0 }}>
          {status.text}
        </Alert>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={(params, event) => {
            // Clicking elsewhere leaves the row open, and Escape works like Cancel.
            if (params.reason === GridRowEditStopReasons.rowFocusOut) {
              event.defaultMuiPrevented = true;
            }
            if (params.reason === GridRowEditStopReasons.escapeKeyDown) {
              event.defaultMuiPrevented = true;
              handleCancel(params.id);
            }
          }}
          processRowUpdate={processRowUpdate}
          // A refused save keeps the row in edit mode, so the user can fix it.
          onProcessRowUpdateError={(error: Error) => setStatus({ severity: 'error', text: error.message })}
          hideFooter
        />
      </div>
    </Stack>
  );
}
