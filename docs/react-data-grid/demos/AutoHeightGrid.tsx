import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const stops = [
  { id: 1, stop: 'Central Station', platform: '4', departs: '08:12' },
  { id: 2, stop: 'Harbour Road', platform: '1', departs: '08:19' },
  { id: 3, stop: 'University', platform: '2', departs: '08:26' },
  { id: 4, stop: 'Airport Terminal 1', platform: '3', departs: '08:41' },
];

const columns: GridColDef[] = [
  { field: 'stop', headerName: 'Stop', flex: 1, minWidth: 180 },
  { field: 'platform', headerName: 'Platform', width: 100 },
  { field: 'departs', headerName: 'Departs', width: 100 },
];

export default function AutoHeightGrid() {
  // `autoHeight`: the grid is as tall as its rows, so the parent needs no height.
  return (
    <div style={{ width: '100%' }}>
      <DataGrid rows={stops} columns={columns} autoHeight hideFooter />
    </div>
  );
}
