import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Permission {
  id: string;
  path: string[];
  description: string;
}

const rows: Permission[] = [
  { id: 'orders', path: ['Orders'], description: 'Everything about orders' },
  { id: 'orders.read', path: ['Orders', 'View orders'], description: 'See orders and their status' },
  { id: 'orders.refund', path: ['Orders', 'Refund orders'], description: 'Send money back to a customer' },
  { id: 'catalogue', path: ['Catalogue'], description: 'Everything about products' },
  { id: 'catalogue.edit', path: ['Catalogue', 'Edit products'], description: 'Change names, prices and photos' },
  { id: 'catalogue.stock', path: ['Catalogue', 'Stock'], description: 'Everything about stock levels' },
  { id: 'catalogue.stock.read', path: ['Catalogue', 'Stock', 'View stock'], description: 'See stock per warehouse' },
  { id: 'catalogue.stock.adjust', path: ['Catalogue', 'Stock', 'Adjust stock'], description: 'Correct counts after an inventory' },
];

const columns: GridColDef<Permission>[] = [{ field: 'description', headerName: 'Description', flex: 1, minWidth: 220 }];

const getTreeDataPath: DataGridProProps<Permission>['getTreeDataPath'] = (row) => row.path;

const isSelected = (model: GridRowSelectionModel, id: string) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

export default function TreeDataSelection() {
  const [descendants, setDescendants] = useState(true);
  const [parents, setParents] = useState(true);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const selectedIds = rows.filter((row) => isSelected(selection, row.id)).map((row) => row.id);

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />}
          label="Select descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="Select parents"
        />
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Permission', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          // Pass both keys: a key you leave out counts as `false`.
          rowSelectionPropagation={{ descendants, parents }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Typography variant="body2">
        Granted: {selectedIds.length === 0 ? 'nothing' : selectedIds.join(', ')}
      </Typography>
    </Stack>
  );
}
