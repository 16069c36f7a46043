import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridDataSource, type GridGroupNode } from '@mui/x-data-grid-premium';

interface Store {
  id: number;
  name: string;
  region: string;
  country: string;
  revenue: number;
}

const countriesByRegion: Record<string, string[]> = {
  Americas: ['Brazil', 'Canada', 'Mexico'],
  'Asia Pacific': ['Australia', 'Japan'],
  Europe: ['France', 'Germany', 'Spain'],
};
const branches = ['Central', 'Harbour', 'North', 'Airport'];

// Two to four stores per country, numbered in order.
const database: Store[] = Object.entries(countriesByRegion)
  .flatMap(([region, countries]) =>
    countries.flatMap((country, countryIndex) =>
      branches
        .slice(0, 2 + ((countryIndex + region.length) % 3))
        .map((branch) => ({ name: `${country} ${branch}`, region, country })),
    ),
  )
  .map((store, index) => ({ ...store, id: index + 1, revenue: 180_000 + ((index * 104_729) % 620_000) }));

const columns: GridColDef<Store>[] = [
  { field: 'name', headerName: 'Store', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Open the Europe group when the grid loads; every other group starts closed.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingField === 'region' && node.groupingKey === 'Europe';

// How many of the latest requests the demo lists.
const LOG_LINES = 3;

export default function ServerSideRowGroupingGroupExpansion() {
  const [log, setLog] = useState<string[]>([]);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ groupFields = [], groupKeys = [] }) => {
        setLog((previous) => [`groupKeys: ${JSON.stringify(groupKeys)}`, ...previous].slice(0, LOG_LINES));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const fields = groupFields as (keyof Store)[];
        const matches = database.filter((store) =>
          groupKeys.every((key, depth) => String(store[fields[depth]]) === key),
        );
        if (groupKeys.length === fields.length) {
          return groupKeys.length === 0 ? { rows: matches, rowCount: matches.length } : { rows: matches };
        }
        // Above the deepest level: one row per value of the next grouping field, with its number of stores.
        const field = fields[groupKeys.length];
        const keys = [...new Set(matches.map((store) => String(store[field])))].sort();
        const rows = keys.map((key) => ({
          id: `group:${[...groupKeys, key].join('/')}`,
          groupKey: key,
          childCount: matches.filter((store) => String(store[field]) === key).length,
        }));
        return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            // The grouping column already shows the region and the country.
            columns: { columnVisibilityModel: { region: false, country: false } },
          }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
      <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace' }}>
        Latest requests, newest first:
        {/* Always LOG_LINES lines: the demo keeps its height as requests come in. */}
        {Array.from({ length: LOG_LINES }, (_, index) => (
          <Typography key={index} component="div" variant="inherit" noWrap>
            {log[index] ?? '\u00a0'}
          </Typography>
        ))}
      </Typography>
    </Stack>
  );
}
