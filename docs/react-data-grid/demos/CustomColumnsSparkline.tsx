import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface PageStats {
  id: number;
  page: string;
  visits: number[];
  signUps: number[];
}

// A small seeded generator, so the series are the same on every render.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

function dailySeries(seed: number, base: number, trend: number): number[] {
  const random = seeded(seed);
  return Array.from({ length: 14 }, (_, day) =>
    Math.round(base + trend * day + base * 0.3 * (random() - 0.5)),
  );
}

const pages: PageStats[] = [
  { id: 1, page: '/pricing', visits: dailySeries(11, 820, 24), signUps: dailySeries(12, 40, 2) },
  { id: 2, page: '/blog/remote-onboarding', visits: dailySeries(21, 1400, -60), signUps: dailySeries(22, 18, -1) },
  { id: 3, page: '/features/reports', visits: dailySeries(31, 510, 3), signUps: dailySeries(32, 22, 0) },
  { id: 4, page: '/customers/nordlys', visits: dailySeries(41, 260, 12), signUps: dailySeries(42, 6, 0.5) },
];

// One type for every column that holds a daily series; only the chart style differs.
function sparklineColumn(plotType: 'line' | 'bar'): GridColTypeDef<number[], string> {
  return {
    width: 170,
    display: 'flex',
    // A list of numbers has no natural order or text to match: leave it out of
    // sorting, the filter panel and the quick filter.
    sortable: false,
    filterable: false,
    getApplyQuickFilterFn: () => null,
    // The CSV export and the clipboard get the numbers.
    valueFormatter: (value: number[]) => value.join(' '),
    renderCell: (params) => (
      // The chart takes the width of its parent: make the parent fill the cell.
      <Box sx={{ width: '100%' }}>
        <SparkLineChart data={params.value ?? []} plotType={plotType} height={36} showTooltip showHighlight />
      </Box>
    ),
  };
}

const columns: GridColDef<PageStats>[] = [
  { field: 'page', headerName: 'Page', flex: 1, minWidth: 190 },
  {
    field: 'total',
    headerName: 'Visits (14 days)',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.visits.reduce((sum, visits) => sum + visits, 0),
  },
  { field: 'visits', headerName: 'Daily visits', ...sparklineColumn('line') },
  { field: 'signUps', headerName: 'Daily sign-ups', ...sparklineColumn('bar') },
];

export default function CustomColumnsSparkline() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={pages} columns={columns} showToolbar hideFooter disableRowSelectionOnClick />
    </div>
  );
}
