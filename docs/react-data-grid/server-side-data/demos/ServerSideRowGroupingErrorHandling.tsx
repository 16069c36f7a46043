import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

interface StockItem {
  id: number;
  item: string;
  warehouse: string;
  quantity: number;
}

const warehouses = ['Antwerp', 'Gdańsk', 'Le Havre', 'Valencia'];
const items = ['Pallet wrap', 'Cardboard box', 'Tape roll', 'Label sheet', 'Foam insert', 'Strap kit'];

const database: StockItem[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  item: items[index % items.length],
  warehouse: warehouses[Math.floor(index / items.length)],
  quantity: 20 + ((index * 53) % 480),
}));

// Stands in for your API: one row per warehouse at the top level, the sorted items of one warehouse below.
async function fetchStock(params: GridGetRowsParams, failing: boolean): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (failing) {
    throw new Error('503 Service Unavailable');
  }
  const [warehouse] = params.groupKeys ?? [];
  if (warehouse === undefined) {
    const rows = warehouses.map((name) => ({
      id: `group:${name}`,
      warehouse: name,
      childCount: database.filter((row) => row.warehouse === name).length,
    }));
    return { rows, rowCount: rows.length };
  }
  const rows = database.filter((row) => row.warehouse === warehouse);
  const [sort] = params.sortModel; // Only the Quantity column is sortable.
  if (sort) {
    rows.sort((a, b) => (a.quantity - b.quantity) * (sort.sort === 'desc' ? -1 : 1));
  }
  return { rows };
}

const columns: GridColDef<StockItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140, sortable: false },
  { field: 'warehouse', headerName: 'Warehouse', width: 120, sortable: false },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

export default function ServerSideRowGroupingErrorHandling() {
  const apiRef = useGridApiRef();
  const serverDown = useRef(false);
  const [down, setDown] = useState(false);
  const [error, setError] = useState<{ path: string; text: string } | null>(null);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchStock(params, serverDown.current);
        // This request succeeded: clear the message about an earlier failure of the same request.
        const [warehouse = ''] = params.groupKeys ?? [];
        setError((current) => (current?.path === warehouse ? null : current));
        return response;
      },
      // Group rows carry the warehouse name; item rows return `undefined` and the grid uses their ID.
      getGroupKey: (row) => (row.childCount === undefined ? undefined : row.warehouse),
      getChildrenCount: (row) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={down}
            onChange={(event) => {
              serverDown.current = event.target.checked;
              setDown(event.target.checked);
            }}
          />
        }
        label="Make the server fail"
      />
      <Alert
        severity={error ? 'error' : 'info'}
        action={
          <Button
            color="inherit"
            size="small"
            disabled={error?.path !== ''}
            onClick={() => {
              setError(null);
              apiRef.current?.dataSource.fetchRows();
            }}
          >
            Reload
          </Button>
        }
      >
        {error?.text ?? 'No request has failed.'}
      </Alert>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['warehouse'] } }}
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              // `groupKeys` says which group failed: `[]` is the top level.
              const [warehouse = ''] = dataSourceError.params.groupKeys ?? [];
              setError({
                path: warehouse,
                text:
                  warehouse === ''
                    ? `The warehouses could not be loaded: ${dataSourceError.message}`
                    : `${warehouse} could not be opened: ${dataSourceError.message}`,
              });
            }
          }}
          disableColumnFilter
        />
      </div>
    </Stack>
  );
}
