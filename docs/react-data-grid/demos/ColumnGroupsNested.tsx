import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface StoreResult {
  id: number;
  store: string;
  q1Revenue: number;
  q2Revenue: number;
  q1Visits: number;
  q2Visits: number;
}

const rows: StoreResult[] = [
  { id: 1, store: 'Lisbon', q1Revenue: 182400, q2Revenue: 201900, q1Visits: 40210, q2Visits: 44870 },
  { id: 2, store: 'Rotterdam', q1Revenue: 154300, q2Revenue: 149800, q1Visits: 35120, q2Visits: 33940 },
  { id: 3, store: 'Kraków', q1Revenue: 98700, q2Revenue: 112500, q1Visits: 27800, q2Visits: 30110 },
  { id: 4, store: 'Lyon', q1Revenue: 133900, q2Revenue: 140200, q1Visits: 31450, q2Visits: 32980 },
];

const euros = (value: number) => `€${value.toLocaleString('en-US')}`;

const columns: GridColDef<StoreResult>[] = [
  { field: 'store', headerName: 'Store', width: 120 },
  { field: 'q1Revenue', headerName: 'Q1', type: 'number', width: 110, valueFormatter: euros },
  { field: 'q2Revenue', headerName: 'Q2', type: 'number', width: 110, valueFormatter: euros },
  { field: 'q1Visits', headerName: 'Q1', type: 'number', width: 100 },
  { field: 'q2Visits', headerName: 'Q2', type: 'number', width: 100 },
];

// A group can contain other groups: "First half" holds two groups of two columns.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'firstHalf',
    headerName: 'First half of 2025',
    headerAlign: 'center',
    children: [
      { groupId: 'revenue', headerName: 'Revenue', children: [{ field: 'q1Revenue' }, { field: 'q2Revenue' }] },
      { groupId: 'visits', headerName: 'Store visits', children: [{ field: 'q1Visits' }, { field: 'q2Visits' }] },
    ],
  },
];

export default function ColumnGroupsNested() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        // Group header rows are 36px high; the column headers keep the default 56px.
        columnGroupHeaderHeight={36}
      />
    </div>
  );
}
