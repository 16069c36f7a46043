import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Car {
  id: number;
  model: string;
  make: string;
  fuel: string;
  body: string;
}

const cars: Car[] = [
  { id: 1, model: 'Model 3', make: 'Tesla', fuel: 'Electric', body: 'Sedan' },
  { id: 2, model: 'Model Y', make: 'Tesla', fuel: 'Electric', body: 'SUV' },
  { id: 3, model: 'Corolla', make: 'Toyota', fuel: 'Hybrid', body: 'Sedan' },
  { id: 4, model: 'RAV4', make: 'Toyota', fuel: 'Hybrid', body: 'SUV' },
  { id: 5, model: 'Golf', make: 'Volkswagen', fuel: 'Petrol', body: 'Hatchback' },
  { id: 6, model: 'ID.4', make: 'Volkswagen', fuel: 'Electric', body: 'SUV' },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', width: 130 },
  { field: 'make', headerName: 'Make', width: 130 },
  { field: 'fuel', headerName: 'Fuel', width: 110 },
  { field: 'body', headerName: 'Body', width: 110 },
];

export default function RowGroupingKeepColumnsHidden() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = useState<GridRowGroupingModel>(['make']);

  // Works with a controlled model too: hides a column when it enters the model, shows it when it leaves.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        value={rowGroupingModel}
        onChange={(_event, value: GridRowGroupingModel) => setRowGroupingModel(value)}
        aria-label="Group by"
      >
        <ToggleButton value="make">Make</ToggleButton>
        <ToggleButton value="fuel">Fuel</ToggleButton>
        <ToggleButton value="body">Body</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={cars}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
        />
      </div>
    </Stack>
  );
}
