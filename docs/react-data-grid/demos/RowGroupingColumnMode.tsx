import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  parcels: number;
}

const shipments: Shipment[] = [
  { id: 'SH-1041', carrier: 'DHL', destination: 'France', parcels: 12 },
  { id: 'SH-1042', carrier: 'DHL', destination: 'Spain', parcels: 4 },
  { id: 'SH-1043', carrier: 'DHL', destination: 'France', parcels: 7 },
  { id: 'SH-1044', carrier: 'UPS', destination: 'Germany', parcels: 20 },
  { id: 'SH-1045', carrier: 'UPS', destination: 'France', parcels: 3 },
  { id: 'SH-1046', carrier: 'FedEx', destination: 'Spain', parcels: 9 },
  { id: 'SH-1047', carrier: 'FedEx', destination: 'Germany', parcels: 15 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

type ColumnMode = DataGridPremiumProps['rowGroupingColumnMode'];

export default function RowGroupingColumnMode() {
  const [mode, setMode] = useState<ColumnMode>('single');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: ColumnMode | null) => value && setMode(value)}
        aria-label="Grouping column mode"
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={shipments}
          columns={columns}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['carrier', 'destination'] },
            columns: { columnVisibilityModel: { carrier: false, destination: false } },
          }}
        />
      </div>
    </Stack>
  );
}
