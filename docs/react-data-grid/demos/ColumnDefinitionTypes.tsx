import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: number;
  plate: string;
  mileage: number;
  lastService: Date;
  nextBooking: Date | null;
  electric: boolean;
  status: 'active' | 'workshop' | 'retired';
}

const vehicle = (
  id: number,
  plate: string,
  mileage: number,
  service: string,
  booking: string | null,
  electric: boolean,
  status: Vehicle['status'],
): Vehicle => ({
  id,
  plate,
  mileage,
  lastService: new Date(service),
  nextBooking: booking ? new Date(booking) : null,
  electric,
  status,
});

const vehicles: Vehicle[] = [
  vehicle(1, 'KA-EV 214', 48210, '2025-02-03T00:00', '2025-08-04T09:30', true, 'active'),
  vehicle(2, 'B-TR 5530', 131870, '2024-11-18T00:00', '2025-07-21T14:00', false, 'workshop'),
  vehicle(3, 'M-LV 902', 9640, '2025-04-22T00:00', null, true, 'active'),
  vehicle(4, 'HH-CD 77', 224300, '2023-09-09T00:00', null, false, 'retired'),
];

export default function ColumnDefinitionTypes() {
  const [message, setMessage] = useState('Double-click a cell to see the editor of its type.');

  const columns: GridColDef<Vehicle>[] = [
    { field: 'plate', headerName: 'Plate', width: 110, editable: true }, // 'string' is the default type
    { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 120, editable: true },
    { field: 'lastService', headerName: 'Last service', type: 'date', width: 120, editable: true },
    { field: 'nextBooking', headerName: 'Next booking', type: 'dateTime', width: 180, editable: true },
    { field: 'electric', headerName: 'Electric', type: 'boolean', width: 90, editable: true },
    {
      field: 'status',
      headerName: 'Status',
      type: 'singleSelect',
      width: 130,
      editable: true,
      // The row stores the value; the cell, the editor and the filter show the label.
      valueOptions: [
        { value: 'active', label: 'In service' },
        { value: 'workshop', label: 'In workshop' },
        { value: 'retired', label: 'Retired' },
      ],
    },
    {
      field: 'actions',
      type: 'actions',
      width: 80,
      renderCell: (params) => (
        <GridActionsCell {...params}>
          <GridActionsCellItem
            icon={<BuildIcon />}
            label="Book a service"
            onClick={() => setMessage(`Service requested for ${params.row.plate}.`)}
          />
          <GridActionsCellItem
            label="Report damage"
            showInMenu
            onClick={() => setMessage(`Damage report opened for ${params.row.plate}.`)}
          />
        </GridActionsCell>
      ),
    },
  ];

  return (
    <Stack spacing={1.5}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid rows={vehicles} columns={columns} hideFooter />
      </div>
      <Alert severity="info">{message}</Alert>
    </Stack>
  );
}
