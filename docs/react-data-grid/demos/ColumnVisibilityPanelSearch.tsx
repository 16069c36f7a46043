import { DataGrid, type GridColDef, type GridColumnsManagementProps } from '@mui/x-data-grid';

interface Laptop {
  id: number;
  model: string;
  cpu: string;
  ram: number;
  storage: number;
  screen: number;
  resolution: string;
  weight: number;
  battery: number;
  ports: string;
  os: string;
  price: number;
}

const laptops: Laptop[] = [
  {
    id: 1,
    model: 'Aero 14',
    cpu: '8-core ARM',
    ram: 16,
    storage: 512,
    screen: 14.2,
    resolution: '3024 × 1964',
    weight: 1.55,
    battery: 18,
    ports: '3 × USB-C, HDMI',
    os: 'macOS',
    price: 1999,
  },
  {
    id: 2,
    model: 'Tern X1',
    cpu: '12-core x86',
    ram: 32,
    storage: 1024,
    screen: 14,
    resolution: '2880 × 1800',
    weight: 1.12,
    battery: 14,
    ports: '2 × USB-C, 2 × USB-A',
    os: 'Windows',
    price: 1749,
  },
  {
    id: 3,
    model: 'Kestrel 16',
    cpu: '16-core x86',
    ram: 64,
    storage: 2048,
    screen: 16,
    resolution: '3840 × 2400',
    weight: 2.1,
    battery: 9,
    ports: '3 × USB-C, HDMI, SD',
    os: 'Linux',
    price: 2899,
  },
];

const columns: GridColDef<Laptop>[] = [
  { field: 'model', headerName: 'Model', width: 110 },
  { field: 'cpu', headerName: 'Processor', width: 120, description: 'CPU cores and architecture' },
  { field: 'ram', headerName: 'RAM (GB)', type: 'number', width: 90, description: 'Memory' },
  { field: 'storage', headerName: 'SSD (GB)', type: 'number', width: 90, description: 'Storage, disk' },
  { field: 'screen', headerName: 'Screen (in)', type: 'number', width: 100, description: 'Display size' },
  { field: 'resolution', headerName: 'Resolution', width: 120, description: 'Display pixels' },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 100 },
  {
    field: 'battery',
    headerName: 'Battery (h)',
    type: 'number',
    width: 100,
    description: 'Battery life, video playback',
  },
  { field: 'ports', headerName: 'Ports', width: 170, description: 'USB, HDMI, card reader' },
  { field: 'os', headerName: 'OS', width: 90, description: 'Operating system' },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

const columnsManagement: GridColumnsManagementProps = {
  // List the columns alphabetically instead of in grid order.
  sort: 'asc',
  // Match the description as well as the header: try "display" or "memory".
  // The grid passes the search text in lower case.
  searchPredicate: (column, searchValue) =>
    `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(searchValue),
};

export default function ColumnVisibilityPanelSearch() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={laptops}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{ columnsManagement }}
        initialState={{ columns: { columnVisibilityModel: { resolution: false, ports: false, os: false } } }}
      />
    </div>
  );
}
