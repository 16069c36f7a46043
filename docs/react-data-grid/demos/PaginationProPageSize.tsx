import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const stations = ['Alpha', 'Bravo', 'Charlie', 'Delta'];

// 1,200 hourly readings: too many for the 100-row pages of the free grid.
const readings = Array.from({ length: 1200 }, (_, index) => ({
  id: index + 1,
  station: stations[index % stations.length],
  hour: `Day ${Math.floor(index / 96) + 1}, ${String(Math.floor(index / 4) % 24).padStart(2, '0')}:00`,
  pm25: 4 + ((index * 37) % 310) / 10,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 90 },
  { field: 'station', headerName: 'Station', width: 110 },
  { field: 'hour', headerName: 'Time', flex: 1, minWidth: 140 },
  { field: 'pm25', headerName: 'PM2.5 (µg/m³)', type: 'number', width: 130 },
];

export default function PaginationProPageSize() {
  // Pro grids scroll through all rows unless you set `pagination`.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={readings}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 250 } } }}
        pageSizeOptions={[250, 500, 1000]}
      />
    </div>
  );
}
