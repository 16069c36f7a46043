import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';

interface Category {
  name: string;
  products: number;
  children?: Category[];
}

// A product catalogue: each category lists its subcategories.
const catalogue: Category[] = [
  {
    name: 'Garden',
    products: 64,
    children: [
      {
        name: 'Tools',
        products: 28,
        children: [
          { name: 'Pruners', products: 9 },
          { name: 'Spades', products: 19 },
        ],
      },
      { name: 'Watering', products: 36 },
    ],
  },
  {
    name: 'Kitchen',
    products: 91,
    children: [
      {
        name: 'Cookware',
        products: 40,
        children: [
          { name: 'Pans', products: 22 },
          { name: 'Pots', products: 18 },
        ],
      },
      { name: 'Knives', products: 25 },
      { name: 'Storage', products: 26 },
    ],
  },
  {
    name: 'Lighting',
    products: 33,
    children: [
      { name: 'Desk lamps', products: 14 },
      { name: 'Bulbs', products: 19 },
    ],
  },
];

function findChildren(groupKeys: string[]): Category[] {
  return groupKeys.reduce<Category[]>(
    (level, key) => level.find((category) => category.name === key)?.children ?? [],
    catalogue,
  );
}

const columns: GridColDef[] = [{ field: 'products', headerName: 'Products', type: 'number', width: 110 }];

export default function ServerSideTreeDataErrorHandling() {
  const apiRef = useGridApiRef();
  const serverDown = useRef(false);
  const [down, setDown] = useState(false);
  const [error, setError] = useState<{ path: string; text: string } | null>(null);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ groupKeys = [], sortModel }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        if (serverDown.current) {
          throw new Error('500 Internal Server Error');
        }
        // This request succeeded: clear the message about an earlier failure of the same request.
        setError((current) => (current?.path === groupKeys.join(' › ') ? null : current));
        const rows = findChildren(groupKeys).map((category) => ({
          id: [...groupKeys, category.name].join('/'),
          name: category.name,
          products: category.products,
          childCount: category.children?.length ?? 0,
        }));
        const [sort] = sortModel; // Only the Products column is sortable.
        if (sort) {
          rows.sort((a, b) => (a.products - b.products) * (sort.sort === 'desc' ? -1 : 1));
        }
        return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childCount,
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
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Category', flex: 1, minWidth: 200 }}
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              // `groupKeys` says which row's children failed: `[]` is the top level.
              const path = (dataSourceError.params.groupKeys ?? []).join(' › ');
              setError({
                path,
                text:
                  path === ''
                    ? `The catalogue could not be loaded: ${dataSourceError.message}`
                    : `${path} could not be opened: ${dataSourceError.message}`,
              });
            }
          }}
          disableColumnFilter
        />
      </div>
    </Stack>
  );
}
