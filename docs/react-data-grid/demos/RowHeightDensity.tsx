import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Train {
  id: number;
  train: string;
  destination: string;
  departs: string;
  platform: number;
}

const rows: Train[] = [
  { id: 1, train: 'ICE 578', destination: 'Hamburg', departs: '08:12', platform: 4 },
  { id: 2, train: 'RE 4', destination: 'Dortmund', departs: '08:20', platform: 9 },
  { id: 3, train: 'IC 2013', destination: 'Stuttgart', departs: '08:31', platform: 2 },
  { id: 4, train: 'S 11', destination: 'Bergisch Gladbach', departs: '08:35', platform: 1 },
  { id: 5, train: 'ICE 123', destination: 'Amsterdam', departs: '08:48', platform: 5 },
  { id: 6, train: 'RB 25', destination: 'Lüdenscheid', departs: '08:53', platform: 11 },
];

const columns: GridColDef<Train>[] = [
  { field: 'train', headerName: 'Train', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 150 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 90 },
];

export default function RowHeightDensity() {
  const [density, setDensity] = useState<GridDensity>('standard');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380 }}>
        {/* 40px rows: 28px in compact, 52px in comfortable. */}
        <DataGrid rows={rows} columns={columns} rowHeight={40} density={density} />
      </div>
    </div>
  );
}
