import { DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { alpha } from '@mui/material/styles';

const cities = ['Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Évora', 'Aveiro'];
const roles = ['Barista', 'Shift lead', 'Roaster', 'Cashier', 'Baker'];
const firstNames = ['Ana', 'João', 'Marta', 'Rui', 'Inês', 'Tiago', 'Beatriz', 'Pedro', 'Sara'];
const lastNames = ['Silva', 'Costa', 'Ferreira', 'Santos', 'Oliveira', 'Pereira', 'Almeida'];

const staff = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`,
  role: roles[(index * 2) % roles.length],
  city: cities[(index * 5) % cities.length],
  hoursPerWeek: 20 + ((index * 7) % 21),
}));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 120 },
  { field: 'city', headerName: 'Café', width: 110 },
  { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120 },
];

// The position on the current page, so the stripes still alternate after sorting or filtering.
const getRowClassName = (params: GridRowClassNameParams) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';

export default function StyleStripedRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        checkboxSelection
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        sx={(theme) => ({
          [`& .${gridClasses.row}.odd`]: {
            backgroundColor: (theme.vars ?? theme).palette.action.hover,
            // Keep the hover and selection backgrounds on striped rows.
            '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.selected },
            '&.Mui-selected': {
              backgroundColor: alpha(theme.palette.primary.main, 0.16),
            },
          },
        })}
      />
    </div>
  );
}
