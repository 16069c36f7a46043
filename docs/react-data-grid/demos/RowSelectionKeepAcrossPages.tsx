import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Applicant {
  id: number;
  name: string;
  role: string;
}

const firstNames = ['Ada', 'Bilal', 'Carmen', 'Dawit', 'Elif', 'Finn', 'Giulia', 'Hamza', 'Ingrid', 'Jae'];
const roles = ['Frontend developer', 'Data analyst', 'Product designer'];
const TOTAL = 30;

// Stands in for a paged API: only the current page is ever in `rows`.
function fetchApplicants({ page, pageSize }: GridPaginationModel): Promise<Applicant[]> {
  const rows = Array.from({ length: pageSize }, (_, index) => {
    const n = page * pageSize + index;
    const initial = String.fromCharCode(65 + (n % 26));
    return { id: n + 1, name: `${firstNames[n % 10]} ${initial}.`, role: roles[n % 3] };
  }).filter((row) => row.id <= TOTAL);
  return new Promise((resolve) => setTimeout(() => resolve(rows), 300));
}

const columns: GridColDef<Applicant>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'name', headerName: 'Applicant', flex: 1, minWidth: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
];

export default function RowSelectionKeepAcrossPages() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = useState<Applicant[]>([]);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  useEffect(() => {
    let active = true;
    fetchApplicants(paginationModel).then((result) => active && setRows(result));
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Shortlisted: {[...selection.ids].sort((a, b) => Number(a) - Number(b)).join(', ') || 'none'}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={TOTAL}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          checkboxSelection
          // Without this, changing page drops the selected rows of the previous page.
          keepNonExistentRowsSelected
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </div>
    </Stack>
  );
}
