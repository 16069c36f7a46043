import { useState } from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  weightKg: number;
  status: string;
}

const rows: Shipment[] = [
  { id: 'SHP-2041', carrier: 'DHL', origin: 'Rotterdam', destination: 'Milan', weightKg: 320, status: 'In transit' },
  { id: 'SHP-2042', carrier: 'UPS', origin: 'Hamburg', destination: 'Vienna', weightKg: 85, status: 'Delivered' },
  { id: 'SHP-2043', carrier: 'DB Schenker', origin: 'Antwerp', destination: 'Lyon', weightKg: 1240, status: 'Customs' },
  { id: 'SHP-2044', carrier: 'FedEx', origin: 'Le Havre', destination: 'Zurich', weightKg: 47, status: 'In transit' },
  { id: 'SHP-2045', carrier: 'DHL', origin: 'Gdańsk', destination: 'Prague', weightKg: 610, status: 'Booked' },
];

const columns: GridColDef<Shipment>[] = [
  // The shipment number stays first: users cannot drag it.
  { field: 'id', headerName: 'Shipment', width: 110, disableReorder: true },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ColumnOrderingBasic() {
  const [lastMove, setLastMove] = useState('Drag a column header to move it.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setLastMove(
      `Moved "${params.column.headerName}" from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
    );
  };

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastMove}
      </Typography>
      <div style={{ height: 340 }}>
        <DataGridPro rows={rows} columns={columns} onColumnOrderChange={handleColumnOrderChange} />
      </div>
    </div>
  );
}
