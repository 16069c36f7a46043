import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  reference: string;
  subject: string;
  product: string;
  priority: string;
}

const products = ['Mobile app', 'Web app', 'API'];
const priorities = ['High', 'Normal', 'Low'];
const topics = ['Login fails', 'Slow export', 'Wrong total', 'Missing email', 'Timeout', 'Broken link'];
const database: Ticket[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  reference: `T-${4100 + index}`,
  subject: topics[index % topics.length],
  product: products[(index * 2 + Math.floor(index / 3)) % products.length],
  priority: priorities[(index * 7) % priorities.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'reference', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

// One row per distinct value of `field`, with the number of tickets in it.
function groupRows(tickets: Ticket[], field: keyof Ticket, groupKeys: string[]) {
  const keys = [...new Set(tickets.map((ticket) => String(ticket[field])))].sort();
  return keys.map((key) => ({
    id: `group:${[...groupKeys, key].join('/')}`,
    groupKey: key,
    childCount: tickets.filter((ticket) => String(ticket[field]) === key).length,
  }));
}

const presets: Record<string, GridRowGroupingModel> = {
  product: ['product'],
  'product-priority': ['product', 'priority'],
  none: [],
};

export default function ServerRowGroupingControlled() {
  const [model, setModel] = useState<GridRowGroupingModel>(['product', 'priority']);
  const [lastRequest, setLastRequest] = useState('');

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ groupFields = [], groupKeys = [] }) => {
        setLastRequest(JSON.stringify({ groupFields, groupKeys }));
        await new Promise((resolve) => setTimeout(resolve, 400));
        const fields = groupFields as (keyof Ticket)[];
        const matches = database.filter((ticket) => groupKeys.every((key, depth) => String(ticket[fields[depth]]) === key));
        // Above the deepest level, return groups; at the deepest level, the tickets.
        const rows = groupKeys.length < fields.length ? groupRows(matches, fields[groupKeys.length], groupKeys) : matches;
        return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={model.join('-') || 'none'}
        onChange={(_event, next: string | null) => next && setModel(presets[next])}
      >
        <ToggleButton value="product">Product</ToggleButton>
        <ToggleButton value="product-priority">Product › Priority</ToggleButton>
        <ToggleButton value="none">No grouping</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Last request: {lastRequest}
      </Typography>
    </Stack>
  );
}
