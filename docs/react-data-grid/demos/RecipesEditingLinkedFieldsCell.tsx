import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridValueOptionsParams } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  make: string;
  model: string;
}

const modelsByMake: Record<string, string[]> = {
  Renault: ['Clio', 'Mégane', 'Zoe'],
  Toyota: ['Corolla', 'Prius', 'RAV4'],
  Volkswagen: ['Golf', 'ID.4', 'Passat'],
};

const fleet: Vehicle[] = [
  { id: 1, plate: 'GX-412-KL', make: 'Renault', model: 'Zoe' },
  { id: 2, plate: 'HB-908-TA', make: 'Toyota', model: 'Prius' },
  { id: 3, plate: 'FE-233-MR', make: 'Volkswagen', model: 'Golf' },
  { id: 4, plate: 'JC-571-PD', make: 'Toyota', model: 'RAV4' },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  {
    field: 'make',
    headerName: 'Make',
    type: 'singleSelect',
    valueOptions: Object.keys(modelsByMake),
    width: 140,
    editable: true,
    // Saving a new make also clears a model that belongs to the old one.
    valueSetter: (value: string, row) => ({
      ...row,
      make: value,
      model: modelsByMake[value]?.includes(row.model) ? row.model : '',
    }),
  },
  {
    field: 'model',
    headerName: 'Model',
    type: 'singleSelect',
    width: 140,
    editable: true,
    // In cell editing, `row` is the saved row, so the options follow the saved make.
    valueOptions: ({ row }: GridValueOptionsParams<Vehicle>) =>
      row ? modelsByMake[row.make] : Object.values(modelsByMake).flat(),
    cellClassName: (params) => (params.value ? '' : 'model--missing'),
  },
];

export default function RecipesEditingLinkedFieldsCell() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={fleet}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          '& .model--missing': { backgroundColor: alpha(theme.palette.warning.main, 0.2) },
        })}
      />
    </div>
  );
}
