import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

interface Flight {
  id: string;
  airline: string;
  origin: string;
  destination: string;
  status: string;
}

const flights: Flight[] = [
  { id: 'LH 402', airline: 'Lufthansa', origin: 'Frankfurt', destination: 'New York', status: 'On time' },
  { id: 'LH 1172', airline: 'Lufthansa', origin: 'Frankfurt', destination: 'Madrid', status: 'Delayed' },
  { id: 'LH 2034', airline: 'Lufthansa', origin: 'Munich', destination: 'Madrid', status: 'On time' },
  { id: 'IB 3251', airline: 'Iberia', origin: 'Madrid', destination: 'Frankfurt', status: 'Boarding' },
  { id: 'IB 6251', airline: 'Iberia', origin: 'Madrid', destination: 'New York', status: 'Delayed' },
  { id: 'DL 107', airline: 'Delta', origin: 'New York', destination: 'Munich', status: 'On time' },
  { id: 'DL 415', airline: 'Delta', origin: 'New York', destination: 'Madrid', status: 'Boarding' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 110 },
  { field: 'origin', headerName: 'From', width: 110 },
  { field: 'destination', headerName: 'To', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RowGroupingApiMethods() {
  const apiRef = useGridApiRef();
  const [model, setModel] = useState<GridRowGroupingModel>(['airline']);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Inserted at index 0, so the origin becomes the top level. */}
        <Button variant="outlined" onClick={() => apiRef.current?.addRowGroupingCriteria('origin', 0)}>
          Add origin first
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.addRowGroupingCriteria('status')}>
          Add status last
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.setRowGroupingCriteriaIndex('airline', 0)}>
          Move airline to the top
        </Button>
        <Button onClick={() => apiRef.current?.removeRowGroupingCriteria('airline')}>Remove airline</Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={flights}
          columns={columns}
          initialState={{ rowGrouping: { model: ['airline'] } }}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </div>
      <Typography variant="body2" component="code">
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
    </Stack>
  );
}
