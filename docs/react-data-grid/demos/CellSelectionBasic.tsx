import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rainfall = [
  { id: 1, city: 'Bergen', jan: 190, feb: 152, mar: 170, apr: 114 },
  { id: 2, city: 'Cork', jan: 131, feb: 98, mar: 95, apr: 71 },
  { id: 3, city: 'Lisbon', jan: 100, feb: 96, mar: 58, apr: 62 },
  { id: 4, city: 'Munich', jan: 48, feb: 44, mar: 61, apr: 69 },
  { id: 5, city: 'Naples', jan: 104, feb: 98, mar: 84, apr: 74 },
  { id: 6, city: 'Tallinn', jan: 50, feb: 37, mar: 34, apr: 32 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 110 },
  { field: 'jan', headerName: 'Jan (mm)', type: 'number', width: 95 },
  { field: 'feb', headerName: 'Feb (mm)', type: 'number', width: 95 },
  { field: 'mar', headerName: 'Mar (mm)', type: 'number', width: 95 },
  { field: 'apr', headerName: 'Apr (mm)', type: 'number', width: 95 },
];

export default function CellSelectionBasic() {
  // Drag across cells, or click one and Shift+click another, to select a range.
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rainfall} columns={columns} cellSelection disableRowSelectionOnClick hideFooter />
    </div>
  );
}
