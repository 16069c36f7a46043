import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridAggregationModel,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';

interface Product {
  id: string;
  name: string;
  stock: number;
  price: number;
}

const names = ['Desk lamp', 'Bookshelf', 'Office chair', 'Monitor stand', 'Filing cabinet', 'Whiteboard'];
const database: Product[] = Array.from({ length: 36 }, (_, index) => ({
  id: `SKU-${300 + index}`,
  name: `${names[index % names.length]} ${String.fromCharCode(65 + Math.floor(index / names.length))}`,
  stock: (index * 17) % 90,
  price: 25 + ((index * 53) % 340),
}));

// What the server can compute. The keys are sent back to it in `aggregationModel`.
const serverFunctions = {
  sum: (values: number[]) => values.reduce((total, value) => total + value, 0),
  avg: (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) / values.length),
  min: (values: number[]) => Math.min(...values),
  max: (values: number[]) => Math.max(...values),
};
type FunctionName = keyof typeof serverFunctions;

// The grid side: one entry per server function. `columnTypes` limits where the column menu offers it.
const aggregationFunctions: Record<FunctionName, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { label: 'average', columnTypes: ['number'] },
  min: { label: 'lowest', columnTypes: ['number'] },
  max: { label: 'highest', columnTypes: ['number'] },
};

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 130 },
];

export default function ServerAggregationFunctionsGrid() {
  const [aggregationModel, setAggregationModel] = useState<GridAggregationModel>({ stock: 'sum', price: 'avg' });
  const [lastResponse, setLastResponse] = useState('');

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async (params) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const aggregateRow: Record<string, number> = {};
        Object.entries(params.aggregationModel ?? {}).forEach(([field, name]) => {
          const values = database.map((product) => Number(product[field as keyof Product]));
          aggregateRow[field] = serverFunctions[name as FunctionName](values);
        });
        setLastResponse(JSON.stringify(aggregateRow));
        const start = Number(params.start);
        return { rows: database.slice(start, params.end + 1), rowCount: database.length, aggregateRow };
      },
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
          disableColumnFilter
          disableColumnSorting
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </div>
      {/* One line each, whatever the answer: the demo keeps its height when the server replies. */}
      <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>
        aggregationModel: {JSON.stringify(aggregationModel)}
      </Typography>
      <Typography variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>
        aggregateRow: {lastResponse || 'waiting for the server…'}
      </Typography>
    </Stack>
  );
}
