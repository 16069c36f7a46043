import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface Person {
  name: string;
  title: string;
  reports?: Person[];
}

const orgChart: Person[] = [
  {
    name: 'Maya Lindqvist',
    title: 'Chief Executive',
    reports: [
      {
        name: 'Tomás Ferreira',
        title: 'Chief Technology Officer',
        reports: [
          { name: 'Aiko Mori', title: 'Platform Lead', reports: [{ name: 'Jon Eze', title: 'Engineer' }, { name: 'Lena Vogt', title: 'Engineer' }] },
          { name: 'Ravi Menon', title: 'Security Lead' },
        ],
      },
      {
        name: 'Grace Adeyemi',
        title: 'Chief Financial Officer',
        reports: [{ name: 'Paul Dubois', title: 'Controller' }, { name: 'Sara Kim', title: 'Analyst' }],
      },
      { name: 'Oskar Nilsen', title: 'Head of Sales', reports: [{ name: 'Ines Rocha', title: 'Account Manager' }] },
    ],
  },
];

// Follows the names in `groupKeys` down the chart and returns that person's reports.
function findReports(groupKeys: string[]): Person[] {
  return groupKeys.reduce<Person[]>((level, key) => level.find((person) => person.name === key)?.reports ?? [], orgChart);
}

// How many of the latest requests the demo lists.
const LOG_LINES = 4;

const columns: GridColDef[] = [{ field: 'title', headerName: 'Title', flex: 1, minWidth: 180 }];

export default function ServerTreeDataRequests() {
  const [log, setLog] = useState<string[]>([]);

  const dataSource: GridDataSource = useMemo(
    () => ({
      getRows: async ({ groupKeys = [] }) => {
        setLog((previous) => [`groupKeys: ${JSON.stringify(groupKeys)}`, ...previous].slice(0, LOG_LINES));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const rows = findReports(groupKeys).map((person) => ({
          id: [...groupKeys, person.name].join('/'),
          name: person.name,
          title: person.title,
          reportCount: person.reports?.length ?? 0,
        }));
        return groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.reportCount,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          treeData
          // The first level starts expanded, so the grid fetches its children at once.
          defaultGroupingExpansionDepth={1}
          groupingColDef={{ headerName: 'Name', width: 220 }}
          disableColumnFilter
          disableColumnSorting
        />
      </div>
      <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace' }}>
        Latest requests, newest first:
        {/* Always LOG_LINES lines of one line each: the demo keeps its height as requests come in. */}
        {Array.from({ length: LOG_LINES }, (_, index) => (
          <Typography key={index} component="div" variant="inherit" noWrap>
            {log[index] ?? '\u00a0'}
          </Typography>
        ))}
      </Typography>
    </Stack>
  );
}
