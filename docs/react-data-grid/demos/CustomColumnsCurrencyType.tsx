import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

// A reusable column type: spread it into any column that holds euros.
const euroColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => eur.format(value),
  cellClassName: 'euro-cell',
};

// Another one for ratios stored as 0–1 and shown as percentages.
const percentColumn: GridColTypeDef<number | undefined, string> = {
  type: 'number',
  width: 100,
  valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  // Also applied to filter values: a user who types 60 filters on 0.6.
  valueParser: (value) => (value == null || value === '' ? undefined : Number(value) / 100),
};

interface Project {
  id: number;
  project: string;
  budget: number;
  spent: number;
  forecast: number;
  progress: number;
}

const projects: Project[] = [
  { id: 1, project: 'Website redesign', budget: 48000, spent: 31250, forecast: 46900, progress: 0.7 },
  { id: 2, project: 'Warehouse scanners', budget: 120000, spent: 118400, forecast: 131000, progress: 0.85 },
  { id: 3, project: 'Staff training', budget: 15000, spent: 4200, forecast: 14100, progress: 0.3 },
  { id: 4, project: 'CRM migration', budget: 86000, spent: 52900, forecast: 90500, progress: 0.55 },
];

const columns: GridColDef<Project>[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'budget', headerName: 'Budget', ...euroColumn },
  { field: 'spent', headerName: 'Spent', ...euroColumn },
  // Properties after the spread override the type's defaults.
  { field: 'forecast', headerName: 'Forecast', ...euroColumn, width: 130 },
  { field: 'progress', headerName: 'Done', ...percentColumn },
];

export default function CustomColumnsCurrencyType() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={projects}
        columns={columns}
        hideFooter
        sx={{ '& .euro-cell': { fontVariantNumeric: 'tabular-nums' } }}
      />
    </div>
  );
}
