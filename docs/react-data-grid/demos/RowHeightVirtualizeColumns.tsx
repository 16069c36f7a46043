import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

// A week-by-week planning sheet: one column per week of the year, 52 in all.
const WEEKS = 52;
const activities = ['Design review', 'Sprint planning and estimation', 'Release', 'Customer workshop with the sales team', 'Holiday'];
const teams = ['Payments', 'Search', 'Mobile', 'Platform', 'Support tools', 'Data'];

type PlanRow = { id: number; team: string } & Record<string, string | number>;

const rows: PlanRow[] = teams.map((team, teamIndex) => {
  const row: PlanRow = { id: teamIndex + 1, team };
  for (let week = 1; week <= WEEKS; week += 1) {
    // Deterministic: each team gets a different, repeating pattern of activities.
    row[`w${week}`] = activities[(week * (teamIndex + 2)) % activities.length];
  }
  return row;
});

const columns: GridColDef<PlanRow>[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  ...Array.from({ length: WEEKS }, (_, index) => ({
    field: `w${index + 1}`,
    headerName: `Week ${index + 1}`,
    width: 120,
    sortable: false,
  })),
];

export default function RowHeightVirtualizeColumns() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        // Render only the visible columns; rows are measured from those columns.
        virtualizeColumnsWithAutoRowHeight
        hideFooter
        sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
      />
    </div>
  );
}
