import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StoreResult {
  id: number;
  store: string;
  salesQ1: number;
  salesQ2: number;
  salesQ3: number;
  salesQ4: number;
  costsQ1: number;
  costsQ2: number;
  costsQ3: number;
  costsQ4: number;
}

const results: StoreResult[] = [
  {
    id: 1,
    store: 'Bristol',
    salesQ1: 412,
    salesQ2: 398,
    salesQ3: 455,
    salesQ4: 610,
    costsQ1: 301,
    costsQ2: 296,
    costsQ3: 322,
    costsQ4: 405,
  },
  {
    id: 2,
    store: 'Cardiff',
    salesQ1: 287,
    salesQ2: 305,
    salesQ3: 299,
    salesQ4: 402,
    costsQ1: 220,
    costsQ2: 231,
    costsQ3: 228,
    costsQ4: 290,
  },
  {
    id: 3,
    store: 'Exeter',
    salesQ1: 198,
    salesQ2: 214,
    salesQ3: 260,
    salesQ4: 301,
    costsQ1: 162,
    costsQ2: 170,
    costsQ3: 181,
    costsQ4: 214,
  },
];

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

const columns: GridColDef<StoreResult>[] = [
  { field: 'store', headerName: 'Store', width: 110, hideable: false },
  ...quarters.map((quarter): GridColDef<StoreResult> => ({
    field: `sales${quarter}`,
    headerName: `Sales ${quarter}`,
    description: 'Thousands of euros',
    type: 'number',
    width: 120,
  })),
  ...quarters.map((quarter): GridColDef<StoreResult> => ({
    field: `costs${quarter}`,
    headerName: `Costs ${quarter}`,
    description: 'Thousands of euros',
    type: 'number',
    width: 120,
  })),
];

// Open the columns panel, search "costs", then clear "Show/Hide All":
// only the four cost columns are hidden.
export default function ColumnVisibilityToggleAllMode() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={results}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{ columnsManagement: { toggleAllMode: 'filteredOnly' } }}
      />
    </div>
  );
}
