import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const regions = ['North', 'East', 'South', 'West'];

// 40 warehouse bins to count in a stocktake.
const bins = Array.from({ length: 40 }, (_, index) => ({
  id: `B-${String(index + 1).padStart(3, '0')}`,
  region: regions[index % regions.length],
  aisle: Math.floor(index / 4) + 1,
  items: 20 + ((index * 37) % 180),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Bin', width: 90 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'aisle', headerName: 'Aisle', type: 'number', width: 80 },
  { field: 'items', headerName: 'Items', type: 'number', flex: 1, minWidth: 80 },
];

export default function RowSelectionVisibleOnly() {
  // The header checkbox selects the 10 bins of the current page, not all 40.
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={bins}
        columns={columns}
        checkboxSelection
        checkboxSelectionVisibleOnly
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </div>
  );
}
