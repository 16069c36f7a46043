import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StockLine {
  id: number;
  product: string;
  warehouse: string;
  onHand: number;
  reserved: number;
}

const stock: StockLine[] = [
  { id: 1, product: 'Oak desk, 140 cm', warehouse: 'Rotterdam', onHand: 42, reserved: 12 },
  { id: 2, product: 'Task chair, mesh', warehouse: 'Rotterdam', onHand: 130, reserved: 58 },
  { id: 3, product: 'Monitor arm, dual', warehouse: 'Antwerp', onHand: 76, reserved: 9 },
  { id: 4, product: 'Filing cabinet, 3 drawers', warehouse: 'Antwerp', onHand: 18, reserved: 18 },
  { id: 5, product: 'Standing desk frame', warehouse: 'Rotterdam', onHand: 25, reserved: 4 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 110 },
  { field: 'reserved', headerName: 'Reserved', type: 'number', width: 110 },
];

export default function AggregationDisabled() {
  const [disabled, setDisabled] = useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="Disable aggregation"
      />
      <div style={{ height: 340, width: '100%' }}>
        <DataGridPremium
          rows={stock}
          columns={columns}
          disableAggregation={disabled}
          // Ignored while aggregation is disabled, applied again when it is enabled.
          initialState={{ aggregation: { model: { onHand: 'sum', reserved: 'sum' } } }}
        />
      </div>
    </Stack>
  );
}
