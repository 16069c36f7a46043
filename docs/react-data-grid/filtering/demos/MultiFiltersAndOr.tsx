import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

const flights = [
  { id: 1, flight: 'TP 1352', destination: 'Paris', airline: 'TAP', price: 129, stops: 0 },
  { id: 2, flight: 'FR 7241', destination: 'Paris', airline: 'Ryanair', price: 58, stops: 0 },
  { id: 3, flight: 'LH 1169', destination: 'Berlin', airline: 'Lufthansa', price: 174, stops: 1 },
  { id: 4, flight: 'U2 7634', destination: 'Berlin', airline: 'easyJet', price: 72, stops: 0 },
  { id: 5, flight: 'IB 3103', destination: 'Rome', airline: 'Iberia', price: 141, stops: 1 },
  { id: 6, flight: 'FR 5310', destination: 'Rome', airline: 'Ryanair', price: 64, stops: 0 },
  { id: 7, flight: 'KL 1692', destination: 'Oslo', airline: 'KLM', price: 212, stops: 1 },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'To', flex: 1, minWidth: 110 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 80 },
];

export default function MultiFiltersAndOr() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    // Several items need an id each.
    items: [
      { id: 1, field: 'price', operator: '<', value: 100 },
      { id: 2, field: 'stops', operator: '=', value: 0 },
    ],
    logicOperator: GridLogicOperator.And,
  });

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_event, logicOperator: GridLogicOperator | null) => {
          if (logicOperator) {
            setFilterModel({ ...filterModel, logicOperator });
          }
        }}
      >
        <ToggleButton value={GridLogicOperator.And}>Cheap and direct</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Cheap or direct</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={flights}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
