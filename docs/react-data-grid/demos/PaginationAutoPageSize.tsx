import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const sensors = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  sensor: `Greenhouse ${Math.floor(index / 6) + 1} · bed ${(index % 6) + 1}`,
  temperature: Number((18 + ((index * 7) % 90) / 10).toFixed(1)),
  humidity: 55 + ((index * 11) % 30),
}));

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 170 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function PaginationAutoPageSize() {
  // The page size is however many rows fit in 400 px; no vertical scrollbar.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={sensors} columns={columns} autoPageSize />
    </div>
  );
}
