import { useMemo, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface StockItem {
  id: number;
  sku: string;
  product: string;
  price: number;
  quantity: number;
}

const initialStock: StockItem[] = [
  { id: 1, sku: 'TEA-001', product: 'Sencha green tea, 100 g', price: 8.5, quantity: 42 },
  { id: 2, sku: 'TEA-002', product: 'Assam breakfast tea, 250 g', price: 11, quantity: 18 },
  { id: 3, sku: 'TEA-003', product: 'Rooibos vanilla, 100 g', price: 7.25, quantity: 0 },
  { id: 4, sku: 'ACC-010', product: 'Glass teapot, 1 l', price: 29.9, quantity: 6 },
  { id: 5, sku: 'ACC-011', product: 'Bamboo tea scoop', price: 4.5, quantity: 55 },
  { id: 6, sku: 'ACC-012', product: 'Stainless steel infuser', price: 6, quantity: 31 },
];

function isSameItem(a: StockItem, b: StockItem) {
  return a.product === b.product && a.price === b.price && a.quantity === b.quantity;
}

export default function RecipesEditingBulk() {
  const apiRef = useGridApiRef();
  // `saved` is what the server has. The grid holds the edited copy until you save.
  const [saved, setSaved] = useState<StockItem[]>(initialStock);
  const [edited, setEdited] = useState<Map<GridRowId, StockItem>>(new Map());
  const [deleted, setDeleted] = useState<Set<GridRowId>>(new Set());
  const [message, setMessage] = useState('No changes yet.');

  const changeCount = edited.size + deleted.size;

  const toggleDeleted = (id: GridRowId) =>
    setDeleted((previous) => {
      const next = new Set(previous);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });

  const columns = useMemo<GridColDef<StockItem>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 100 },
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
      { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
      { field: 'quantity', headerName: 'In stock', type: 'number', width: 90, editable: true },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            {deleted.has(params.id) ? (
              <GridActionsCellItem icon={<RestoreIcon />} label="Restore" onClick={() => toggleDeleted(params.id)} />
            ) : (
              <GridActionsCellItem icon={<DeleteIcon />} label="Delete" onClick={() => toggleDeleted(params.id)} />
            )}
          </GridActionsCell>
        ),
      },
    ],
    [deleted],
  );

  const save = () => {
    // Send `edited` and `deleted` to your server here, in one request.
    const next = saved.filter((row) => !deleted.has(row.id)).map((row) => edited.get(row.id) ?? row);
    setSaved(next);
    setEdited(new Map());
    setDeleted(new Set());
    setMessage(`Saved: ${edited.size} edited, ${deleted.size} deleted.`);
  };

  const discard = () => {
    // Put the saved rows back into the grid.
    apiRef.current?.setRows(saved);
    setEdited(new Map());
    setDeleted(new Set());
    setMessage('Changes discarded.');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" disabled={changeCount === 0} onClick={save}>
          Save {changeCount === 1 ? '1 change' : `${changeCount} changes`}
        </Button>
        <Button size="small" disabled={changeCount === 0} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={saved}
          columns={columns}
          hideFooter
          isCellEditable={(params) => !deleted.has(params.id)}
          processRowUpdate={(newRow: StockItem) => {
            const original = saved.find((row) => row.id === newRow.id);
            setEdited((previous) => {
              const next = new Map(previous);
              // Editing a value back to what was saved is not a change.
              if (original && isSameItem(original, newRow)) {
                next.delete(newRow.id);
              } else {
                next.set(newRow.id, newRow);
              }
              return next;
            });
            return newRow;
          }}
          getRowClassName={(params) => {
            if (deleted.has(params.id)) {
              return 'row--deleted';
            }
            return edited.has(params.id) ? 'row--edited' : '';
          }}
          sx={(theme) => ({
            '& .row--edited': { backgroundColor: alpha(theme.palette.warning.main, 0.15) },
            '& .row--deleted': {
              backgroundColor: alpha(theme.palette.error.main, 0.08),
              color: theme.palette.text.disabled,
              textDecoration: 'line-through',
            },
          })}
        />
      </div>
    </Stack>
  );
}
