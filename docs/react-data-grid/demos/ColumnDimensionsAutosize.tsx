import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const libraries = [
  { id: 1, name: 'date-fns', description: 'Date utilities', licence: 'MIT', weeklyDownloads: 24100000 },
  {
    id: 2,
    name: 'zod',
    description: 'Schema declaration and validation with static type inference',
    licence: 'MIT',
    weeklyDownloads: 15800000,
  },
  {
    id: 3,
    name: 'immer',
    description: 'Immutable state by mutating a draft',
    licence: 'MIT',
    weeklyDownloads: 11200000,
  },
  { id: 4, name: 'three', description: '3D library', licence: 'MIT', weeklyDownloads: 1900000 },
  {
    id: 5,
    name: 'pdf-lib',
    description: 'Create and modify PDF documents in any JavaScript environment',
    licence: 'MIT',
    weeklyDownloads: 980000,
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Package' },
  { field: 'description', headerName: 'Description', maxWidth: 420 },
  { field: 'licence', headerName: 'Licence' },
  { field: 'weeklyDownloads', headerName: 'Weekly downloads', type: 'number' },
];

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true })}>
          Fit to content
        </Button>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true, expand: true })}
        >
          Fit and fill the width
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: false })}>
          Fit to cells only
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        {/* Every column starts at the default 100 px; autosizeOnMount fits them once the rows render. */}
        <DataGrid apiRef={apiRef} rows={libraries} columns={columns} autosizeOnMount hideFooter />
      </div>
    </Stack>
  );
}
