import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const apartments = [
  { id: 1, district: 'Kreuzberg', rooms: 2, rent: 1180, balcony: true },
  { id: 2, district: 'Mitte', rooms: 1, rent: 950, balcony: false },
  { id: 3, district: 'Neukölln', rooms: 3, rent: 1420, balcony: true },
  { id: 4, district: 'Pankow', rooms: 4, rent: 1890, balcony: true },
  { id: 5, district: 'Friedrichshain', rooms: 2, rent: 1240, balcony: false },
  { id: 6, district: 'Moabit', rooms: 1, rent: 820, balcony: false },
  { id: 7, district: 'Wedding', rooms: 3, rent: 1150, balcony: true },
];

const columns: GridColDef[] = [
  { field: 'district', headerName: 'District', flex: 1, minWidth: 140 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100 },
  { field: 'balcony', headerName: 'Balcony', type: 'boolean', width: 100 },
];

const noFilter: GridFilterModel = { items: [] };

export default function FilteringControlledModel() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>(noFilter);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setFilterModel({ items: [{ field: 'rent', operator: '<=', value: 1200 }] })}
        >
          Up to €1,200
        </Button>
        <Button
          variant="outlined"
          onClick={() => setFilterModel({ items: [{ field: 'rooms', operator: '>=', value: 3 }] })}
        >
          3 rooms or more
        </Button>
        <Button onClick={() => setFilterModel(noFilter)}>Clear</Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={apartments}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          // Also called when the user edits the filter in the panel.
          onFilterModelChange={setFilterModel}
        />
      </div>
      <pre style={{ margin: 0, fontSize: 13, whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(filterModel.items)}
      </pre>
    </Stack>
  );
}
