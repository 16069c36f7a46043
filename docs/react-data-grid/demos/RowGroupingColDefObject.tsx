import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Plant {
  id: number;
  name: string;
  family: string;
  light: string;
  water: string;
}

const plants: Plant[] = [
  { id: 1, name: 'Monstera deliciosa', family: 'Araceae', light: 'Bright, indirect', water: 'Weekly' },
  { id: 2, name: 'Peace lily', family: 'Araceae', light: 'Low to medium', water: 'Weekly' },
  { id: 3, name: 'ZZ plant', family: 'Araceae', light: 'Low', water: 'Every 3 weeks' },
  { id: 4, name: 'Snake plant', family: 'Asparagaceae', light: 'Low to bright', water: 'Every 3 weeks' },
  { id: 5, name: 'Spider plant', family: 'Asparagaceae', light: 'Bright, indirect', water: 'Weekly' },
  { id: 6, name: 'Boston fern', family: 'Nephrolepidaceae', light: 'Medium', water: 'Twice a week' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 170 },
  { field: 'family', headerName: 'Family', width: 150 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'water', headerName: 'Water', width: 130 },
];

export default function RowGroupingColDefObject() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={plants}
        columns={columns}
        // Column properties for the grouping column, merged into the ones the grid computes.
        groupingColDef={{
          headerName: 'Botanical family',
          description: 'Plants grouped by their botanical family',
          width: 240,
        }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['family'] },
          columns: { columnVisibilityModel: { family: false } },
        }}
      />
    </div>
  );
}
