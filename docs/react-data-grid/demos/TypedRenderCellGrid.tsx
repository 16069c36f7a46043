import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowsProp,
} from '@mui/x-data-grid';

interface Milestone {
  id: number;
  name: string;
  owner: string;
  progress: number;
  risk: 'Low' | 'Medium' | 'High';
}

const rows: GridRowsProp<Milestone> = [
  { id: 1, name: 'Payment provider migration', owner: 'Nadia Haddad', progress: 0.8, risk: 'Low' },
  { id: 2, name: 'Accessibility audit fixes', owner: 'Pedro Alves', progress: 0.45, risk: 'Medium' },
  { id: 3, name: 'Offline mode for the field app', owner: 'Sara Johansson', progress: 0.2, risk: 'High' },
  { id: 4, name: 'Quarterly pricing update', owner: 'Daniel Kim', progress: 1, risk: 'Low' },
];

const riskColors = { Low: 'success', Medium: 'warning', High: 'error' } as const;

const columns: GridColDef<Milestone>[] = [
  { field: 'name', headerName: 'Milestone', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'progress',
    headerName: 'Progress',
    width: 160,
    // The second type argument is the cell's value type, so `params.value` is a number.
    renderCell: (params: GridRenderCellParams<Milestone, number>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={(params.value ?? 0) * 100}
          // A progress bar needs a name of its own: screen readers announce it with the value.
          aria-label={`${params.row.name} progress`}
          sx={{ width: '100%', height: 8, borderRadius: 4 }}
        />
      </Box>
    ),
  },
  {
    field: 'risk',
    headerName: 'Risk',
    width: 110,
    renderCell: (params: GridRenderCellParams<Milestone, Milestone['risk']>) => (
      // The border carries the risk colour; the label keeps the text colour, since
      // warning orange on white is too faint to read (3.1:1).
      <Chip
        size="small"
        label={params.value}
        color={riskColors[params.row.risk]}
        variant="outlined"
        sx={{ color: 'text.primary' }}
      />
    ),
  },
];

export default function TypedRenderCellGrid() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
