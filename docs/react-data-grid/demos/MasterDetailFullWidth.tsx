import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridClasses,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  origin: string;
  destination: string;
  carrier: string;
  incoterm: string;
  weightKg: number;
  containers: number;
  eta: string;
  instructions: string;
}

const rows: Shipment[] = [
  { id: 'SHP-5102', origin: 'Rotterdam', destination: 'Montreal', carrier: 'Atlantic Line', incoterm: 'FOB', weightKg: 18400, containers: 2, eta: '2025-06-18', instructions: 'Keep the pallets dry. Call the warehouse one day before delivery.' },
  { id: 'SHP-5103', origin: 'Busan', destination: 'Hamburg', carrier: 'Eastern Star', incoterm: 'CIF', weightKg: 26100, containers: 3, eta: '2025-07-02', instructions: 'Two containers are refrigerated at 4 °C.' },
  { id: 'SHP-5104', origin: 'Santos', destination: 'Valencia', carrier: 'Meridian Cargo', incoterm: 'DAP', weightKg: 9200, containers: 1, eta: '2025-06-25', instructions: 'Customs papers travel with the driver.' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'origin', headerName: 'Origin', width: 140 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 160 },
  { field: 'incoterm', headerName: 'Incoterm', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'containers', headerName: 'Containers', type: 'number', width: 120 },
  { field: 'eta', headerName: 'ETA', width: 130 },
];

function InstructionsPanel({ shipment }: { shipment: Shipment }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, without its vertical scrollbar.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    // `sticky` + `left: 0` keep the content in view when the columns scroll sideways.
    <Box sx={{ position: 'sticky', left: 0, width: viewportInnerSize.width, boxSizing: 'border-box', p: 2 }}>
      <Typography variant="subtitle2">Handling instructions for {shipment.id}</Typography>
      <Typography variant="body2">{shipment.instructions}</Typography>
    </Box>
  );
}

export default function MasterDetailFullWidth() {
  const getDetailPanelContent = useCallback(
    ({ row }: GridRowParams<Shipment>) => <InstructionsPanel shipment={row} />,
    [],
  );
  const getDetailPanelHeight = useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        // Keep the toggle in view too.
        initialState={{ pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD] } }}
        // The panel clips its content by default; let the sticky content move inside it.
        sx={{ [`& .${gridClasses.detailPanel}`]: { overflow: 'visible' } }}
        hideFooter
      />
    </div>
  );
}
