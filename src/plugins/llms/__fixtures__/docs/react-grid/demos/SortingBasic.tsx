import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// A fixture for the llms plugin's tests: its text must reach the Markdown copy byte for byte.
const rows = [
  { id: 1, name: 'Mont Blanc', height: 4806 },
  { id: 2, name: 'Zugspitze', height: 2962 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Mountain', flex: 1 },
  { field: 'height', headerName: 'Height', type: 'number', valueFormatter: (value: number) => `${value} m` },
];

export default function SortingBasic() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={{ sorting: { sortModel: [{ field: 'height', sort: 'desc' }] } }} />
    </div>
  );
}
