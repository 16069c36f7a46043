import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

const words = ['Amber', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fjord', 'Glade', 'Heath', 'Inlet', 'Juniper'];

const parcels = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  tracking: `PKG-${(83120 + index * 7).toString()}`,
  street: `${(index % 90) + 2} ${words[index % words.length]} Road`,
  weight: Number((0.4 + ((index * 13) % 50) / 10).toFixed(1)),
}));

const columns: GridColDef[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 130 },
  { field: 'street', headerName: 'Delivery address', flex: 1, minWidth: 170 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const pageCount = Math.ceil(parcels.length / paginationModel.pageSize);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          Page {paginationModel.page + 1} of {pageCount}
        </Typography>
        <Button size="small" onClick={() => setPaginationModel((model) => ({ ...model, page: pageCount - 1 }))}>
          Jump to last page
        </Button>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={parcels}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20]}
        />
      </div>
    </Stack>
  );
}
