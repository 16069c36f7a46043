import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  product: string;
  category: string;
  units: number;
  revenue: number;
}

const orders: Order[] = [
  { id: 1, product: 'Espresso beans 1 kg', category: 'Coffee', units: 42, revenue: 1092 },
  { id: 2, product: 'Decaf beans 500 g', category: 'Coffee', units: 15, revenue: 210 },
  { id: 3, product: 'Cold brew bottles', category: 'Coffee', units: 60, revenue: 270 },
  { id: 4, product: 'Sencha 100 g', category: 'Tea', units: 24, revenue: 228 },
  { id: 5, product: 'Earl Grey 250 g', category: 'Tea', units: 31, revenue: 341 },
  { id: 6, product: 'Pour-over kettle', category: 'Equipment', units: 6, revenue: 354 },
  { id: 7, product: 'Burr grinder', category: 'Equipment', units: 4, revenue: 596 },
];

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

type Position = 'inline' | 'footer' | 'none';

export default function AggregationWithGrouping() {
  const [position, setPosition] = useState<Position>('inline');

  // The root node (depth -1) holds the grand total; the others are the groups. `null` shows no value.
  // useCallback keeps the same function between renders, so the grid only recomputes when `position` changes.
  const getAggregationPosition = useCallback<NonNullable<DataGridPremiumProps['getAggregationPosition']>>(
    (groupNode) => {
      if (groupNode.depth === -1) {
        return 'footer';
      }
      return position === 'none' ? null : position;
    },
    [position],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_event, value: Position | null) => value && setPosition(value)}
        aria-label="Position of the group totals"
      >
        <ToggleButton value="inline">On the group row</ToggleButton>
        <ToggleButton value="footer">In a group footer</ToggleButton>
        <ToggleButton value="none">Not shown</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          getAggregationPosition={getAggregationPosition}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['category'] },
            aggregation: { model: { units: 'sum', revenue: 'sum' } },
            columns: { columnVisibilityModel: { category: false } },
          }}
        />
      </div>
    </Stack>
  );
}
