import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const staff = [
  { id: 1, name: 'Amira Haddad', role: 'Account manager', office: 'Paris', languages: 'Arabic, French, English' },
  { id: 2, name: 'Lukas Becker', role: 'Support engineer', office: 'Berlin', languages: 'German, English' },
  { id: 3, name: 'Carla Jiménez', role: 'Account manager', office: 'Madrid', languages: 'Spanish, Catalan, English' },
  { id: 4, name: 'Tomasz Nowak', role: 'Sales engineer', office: 'Warsaw', languages: 'Polish, English, Spanish' },
  { id: 5, name: 'Grace Mensah', role: 'Support engineer', office: 'London', languages: 'English, Twi' },
  { id: 6, name: 'Hiroshi Ito', role: 'Sales engineer', office: 'Tokyo', languages: 'Japanese, English' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'languages', headerName: 'Languages', width: 220 },
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['spanish'],
    quickFilterExcludeHiddenColumns: true, // The default.
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) => {
              const searchHidden = event.target.checked;
              setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: !searchHidden }));
            }}
          />
        }
        label="Search hidden columns too"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={staff}
          columns={columns}
          showToolbar
          // Languages is hidden; show it again from the Columns panel.
          initialState={{ columns: { columnVisibilityModel: { languages: false } } }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
