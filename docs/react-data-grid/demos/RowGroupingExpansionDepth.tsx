import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sensor {
  id: string;
  site: string;
  building: string;
  floor: string;
  reading: number;
}

const sensors: Sensor[] = [
  { id: 'T-101', site: 'North campus', building: 'Library', floor: 'Ground', reading: 21.4 },
  { id: 'T-102', site: 'North campus', building: 'Library', floor: 'First', reading: 22.1 },
  { id: 'T-103', site: 'North campus', building: 'Gym', floor: 'Ground', reading: 19.8 },
  { id: 'T-201', site: 'South campus', building: 'Lab A', floor: 'Ground', reading: 20.5 },
  { id: 'T-202', site: 'South campus', building: 'Lab A', floor: 'Basement', reading: 18.2 },
  { id: 'T-203', site: 'South campus', building: 'Lab B', floor: 'First', reading: 23.0 },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'site', headerName: 'Site', width: 130 },
  { field: 'building', headerName: 'Building', width: 110 },
  { field: 'floor', headerName: 'Floor', width: 100 },
  { field: 'reading', headerName: '°C', type: 'number', width: 80 },
];

export default function RowGroupingExpansionDepth() {
  const [depth, setDepth] = useState(1);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_event, value: number | null) => value !== null && setDepth(value)}
        aria-label="defaultGroupingExpansionDepth"
      >
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value={1}>1</ToggleButton>
        <ToggleButton value={2}>2</ToggleButton>
        <ToggleButton value={-1}>-1</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 460, width: '100%' }}>
        <DataGridPremium
          // The prop applies when a group is created: remount the grid to see each value from scratch.
          key={depth}
          rows={sensors}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          groupingColDef={{ width: 200 }}
          initialState={{ rowGrouping: { model: ['site', 'building'] } }}
        />
      </div>
    </Stack>
  );
}
