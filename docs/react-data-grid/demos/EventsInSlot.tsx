import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

const batteries = [
  { id: 1, model: 'LFP 280', capacityKwh: 14.3, cycles: 6000, efficiency: 95 },
  { id: 2, model: 'NMC 10', capacityKwh: 10.1, cycles: 4000, efficiency: 92 },
  { id: 3, model: 'LFP 160', capacityKwh: 8.2, cycles: 6500, efficiency: 96 },
  { id: 4, model: 'Salt 5', capacityKwh: 5.0, cycles: 3000, efficiency: 88 },
];

// `description` is the text the footer shows for each column.
const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 110, description: 'Manufacturer model name.' },
  { field: 'capacityKwh', headerName: 'kWh', type: 'number', width: 80, description: 'Usable energy per charge.' },
  { field: 'cycles', headerName: 'Cycles', type: 'number', width: 90, description: 'Charges before 80% capacity.' },
  { field: 'efficiency', headerName: 'Eff. %', type: 'number', width: 80, description: 'Energy out per energy in.' },
];

function HelpFooter(props: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  const [help, setHelp] = useState('Point at a column header for help.');

  // Subscribes on mount and unsubscribes on unmount; the handler can change freely.
  useGridEvent(apiRef, 'columnHeaderEnter', (params) => {
    setHelp(`${params.colDef.headerName}: ${params.colDef.description ?? ''}`);
  });

  return (
    <GridFooterContainer {...props}>
      <Typography variant="body2" sx={{ px: 2 }}>
        {help}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EventsInSlot() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={batteries} columns={columns} slots={{ footer: HelpFooter }} />
    </Box>
  );
}
