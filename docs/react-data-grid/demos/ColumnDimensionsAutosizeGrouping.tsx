import { useEffect } from 'react';
import { DataGridPremium, useGridApiRef, type GridAutosizeOptions, type GridColDef } from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  region: string;
  city: string;
  store: string;
  manager: string;
  revenue: number;
}

const stores: Store[] = [
  { id: 1, region: 'Northern Europe', city: 'Copenhagen', store: 'Nørrebro', manager: 'Freja Holm', revenue: 182400 },
  {
    id: 2,
    region: 'Northern Europe',
    city: 'Stockholm',
    store: 'Södermalm flagship and repair centre',
    manager: 'Axel Lindgren-Eriksson',
    revenue: 264900,
  },
  { id: 3, region: 'Southern Europe', city: 'Valencia', store: 'Ruzafa', manager: 'Lucía Ferrer', revenue: 143250 },
  {
    id: 4,
    region: 'Southern Europe',
    city: 'Bologna',
    store: 'Piazza Maggiore',
    manager: 'Marco Gatti',
    revenue: 158700,
  },
  { id: 5, region: 'Southern Europe', city: 'Porto', store: 'Ribeira', manager: 'Rui Teixeira', revenue: 121300 },
];

const columns: GridColDef<Store>[] = [
  { field: 'region', headerName: 'Region' },
  { field: 'city', headerName: 'City' },
  { field: 'store', headerName: 'Store' },
  { field: 'manager', headerName: 'Manager' },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number' },
];

// Group rows leave the other columns empty. Those empty cells make a long
// value look like an outlier, so measure every cell.
const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function ColumnDimensionsAutosizeGrouping() {
  const apiRef = useGridApiRef();

  // Collapsed rows are not in the DOM, so autosizing cannot measure them.
  // Fit the columns again each time a group opens or closes.
  useEffect(() => {
    return apiRef.current?.subscribeEvent('rowExpansionChange', () => {
      // Wait one frame, so the rows of the opened group are rendered.
      requestAnimationFrame(() => {
        apiRef.current?.autosizeColumns(autosizeOptions);
      });
    });
  }, [apiRef]);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={stores}
        columns={columns}
        autosizeOnMount
        autosizeOptions={autosizeOptions}
        initialState={{
          rowGrouping: { model: ['region'] },
          // The grouping column shows the region, so hide the Region column.
          columns: { columnVisibilityModel: { region: false } },
        }}
        hideFooter
      />
    </div>
  );
}
