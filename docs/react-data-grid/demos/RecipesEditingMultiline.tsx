import { DataGrid, GridEditLongTextCell, type GridColDef } from '@mui/x-data-grid';

interface Incident {
  id: number;
  service: string;
  opened: string;
  notes: string;
}

const incidents: Incident[] = [
  {
    id: 1,
    service: 'Checkout API',
    opened: '4 Mar, 09:12',
    notes:
      'Error rate rose to 4% right after the 09:00 deploy.\nRolled back at 09:25, errors back to normal.\nFollow-up: add a canary stage to the pipeline.',
  },
  {
    id: 2,
    service: 'Search',
    opened: '6 Mar, 14:40',
    notes: 'Slow results for queries with accents.\nThe new analyzer is not applied to the old index.',
  },
  {
    id: 3,
    service: 'Email sender',
    opened: '9 Mar, 07:55',
    notes: 'Provider rate limit reached during the newsletter send.',
  },
  {
    id: 4,
    service: 'Mobile app',
    opened: '11 Mar, 18:03',
    notes: 'Login loop on Android 15 after the token refresh change.\nHotfix 4.2.1 is in review.',
  },
];

const columns: GridColDef<Incident>[] = [
  { field: 'service', headerName: 'Service', width: 140 },
  { field: 'opened', headerName: 'Opened', width: 120 },
  {
    field: 'notes',
    headerName: 'Notes',
    // `longText` edits in a text area: Shift+Enter adds a line, Enter saves.
    type: 'longText',
    flex: 1,
    minWidth: 260,
    editable: true,
    // Optional: open the text area with room for four lines.
    renderEditCell: (params) => <GridEditLongTextCell {...params} slotProps={{ textarea: { minRows: 4 } }} />,
  },
];

export default function RecipesEditingMultiline() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={incidents} columns={columns} hideFooter />
    </div>
  );
}
