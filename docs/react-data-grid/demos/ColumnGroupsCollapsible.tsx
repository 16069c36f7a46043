import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

type Month = 'jan' | 'feb' | 'mar' | 'apr' | 'may' | 'jun';

type RegionSales = { id: number; region: string } & Record<Month, number>;

interface Quarter {
  groupId: string;
  headerName: string;
  totalField: string;
  months: { field: Month; headerName: string }[];
}

const quarters: Quarter[] = [
  {
    groupId: 'q1',
    headerName: 'Q1 2025',
    totalField: 'q1Total',
    months: [
      { field: 'jan', headerName: 'Jan' },
      { field: 'feb', headerName: 'Feb' },
      { field: 'mar', headerName: 'Mar' },
    ],
  },
  {
    groupId: 'q2',
    headerName: 'Q2 2025',
    totalField: 'q2Total',
    months: [
      { field: 'apr', headerName: 'Apr' },
      { field: 'may', headerName: 'May' },
      { field: 'jun', headerName: 'Jun' },
    ],
  },
];

// Sales in thousands of euros.
const rows: RegionSales[] = [
  { id: 1, region: 'Nordics', jan: 182, feb: 175, mar: 204, apr: 198, may: 221, jun: 236 },
  { id: 2, region: 'Benelux', jan: 143, feb: 151, mar: 160, apr: 149, may: 158, jun: 171 },
  { id: 3, region: 'Iberia', jan: 97, feb: 104, mar: 118, apr: 126, may: 139, jun: 152 },
  { id: 4, region: 'Central Europe', jan: 211, feb: 198, mar: 225, apr: 230, may: 219, jun: 244 },
];

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 150 },
  ...quarters.flatMap((quarter): GridColDef<RegionSales>[] => [
    ...quarter.months.map((month): GridColDef<RegionSales> => ({ ...month, type: 'number', width: 80 })),
    {
      field: quarter.totalField,
      headerName: 'Total',
      type: 'number',
      // Wide enough for the group header when the quarter is collapsed.
      width: 120,
      // The total stays visible when the quarter is collapsed.
      hideable: false,
      valueGetter: (_value, row) => quarter.months.reduce((sum, month) => sum + row[month.field], 0),
      cellClassName: 'quarter-total',
    },
  ]),
];

function QuarterHeader({
  headerName,
  collapsed,
  onToggle,
}: GridColumnGroupHeaderParams & { collapsed: boolean; onToggle: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size="small"
        onClick={onToggle}
        aria-label={collapsed ? `Expand ${headerName}` : `Collapse ${headerName}`}
      >
        {collapsed ? <UnfoldMoreIcon fontSize="small" /> : <UnfoldLessIcon fontSize="small" />}
      </IconButton>
      {headerName}
    </Box>
  );
}

export default function ColumnGroupsCollapsible() {
  const [columnVisibilityModel, setColumnVisibilityModel] = useState<GridColumnVisibilityModel>({
    // Q1 starts collapsed: its month columns are hidden.
    jan: false,
    feb: false,
    mar: false,
  });

  const columnGroupingModel = useMemo<GridColumnGroupingModel>(() => {
    // A quarter is collapsed when all its month columns are hidden.
    const isCollapsed = (quarter: Quarter) =>
      quarter.months.every((month) => columnVisibilityModel[month.field] === false);

    const toggle = (quarter: Quarter) => {
      const visible = isCollapsed(quarter);
      setColumnVisibilityModel((model) => ({
        ...model,
        ...Object.fromEntries(quarter.months.map((month) => [month.field, visible])),
      }));
    };

    return quarters.map((quarter) => ({
      groupId: quarter.groupId,
      headerName: quarter.headerName,
      headerAlign: 'center',
      children: [...quarter.months.map((month) => ({ field: month.field })), { field: quarter.totalField }],
      renderHeaderGroup: (params) => (
        <QuarterHeader {...params} collapsed={isCollapsed(quarter)} onToggle={() => toggle(quarter)} />
      ),
    }));
  }, [columnVisibilityModel]);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        onColumnVisibilityModelChange={setColumnVisibilityModel}
        showColumnVerticalBorder
        hideFooter
        sx={{ '& .quarter-total': { fontWeight: 600 } }}
      />
    </div>
  );
}
