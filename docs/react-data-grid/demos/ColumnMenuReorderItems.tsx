import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Vehicle {
  id: string;
  model: string;
  depot: string;
  mileage: number;
  lastService: Date;
  driver: string;
  fuel: string;
}

const fleet: Vehicle[] = [
  {
    id: 'VAN-12',
    model: 'Ford Transit',
    depot: 'Leeds',
    mileage: 84210,
    lastService: new Date(2025, 2, 4),
    driver: 'Aisha Khan',
    fuel: 'Diesel',
  },
  {
    id: 'VAN-17',
    model: 'Renault Kangoo E-Tech',
    depot: 'Leeds',
    mileage: 23580,
    lastService: new Date(2025, 4, 19),
    driver: 'Tom Whitaker',
    fuel: 'Electric',
  },
  {
    id: 'TRK-03',
    model: 'Volvo FL',
    depot: 'Sheffield',
    mileage: 152300,
    lastService: new Date(2025, 1, 27),
    driver: 'Marek Nowak',
    fuel: 'Diesel',
  },
  {
    id: 'VAN-21',
    model: 'Mercedes eSprinter',
    depot: 'York',
    mileage: 41900,
    lastService: new Date(2025, 5, 2),
    driver: 'Grace Boateng',
    fuel: 'Electric',
  },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Vehicle', width: 100 },
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 170 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'mileage', headerName: 'Mileage', type: 'number', width: 110 },
  { field: 'lastService', headerName: 'Last service', type: 'date', width: 130 },
  { field: 'driver', headerName: 'Driver', width: 140 },
  { field: 'fuel', headerName: 'Fuel', width: 100 },
];

export default function ColumnMenuReorderItems() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={fleet}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            slotProps: {
              // Defaults: sorting 10, filtering 20, columns 30. Lower numbers come first.
              columnMenuColumnsItem: { displayOrder: 5 },
            },
          },
        }}
      />
    </div>
  );
}
