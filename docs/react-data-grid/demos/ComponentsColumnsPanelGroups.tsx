import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import {
  DataGrid,
  GridPanelWrapper,
  gridColumnLookupSelector,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  department: string;
  jobTitle: string;
  startYear: number;
}

const employees: Employee[] = [
  {
    id: 1,
    name: 'Hana Kobayashi',
    email: 'hana.k@northwind.example',
    phone: '+81 3 5550 1842',
    city: 'Osaka',
    country: 'Japan',
    department: 'Finance',
    jobTitle: 'Controller',
    startYear: 2017,
  },
  {
    id: 2,
    name: 'Diego Fernández',
    email: 'diego.f@northwind.example',
    phone: '+34 91 555 0193',
    city: 'Madrid',
    country: 'Spain',
    department: 'Sales',
    jobTitle: 'Account manager',
    startYear: 2021,
  },
  {
    id: 3,
    name: 'Grace Mensah',
    email: 'grace.m@northwind.example',
    phone: '+233 30 555 0127',
    city: 'Accra',
    country: 'Ghana',
    department: 'Engineering',
    jobTitle: 'Backend developer',
    startYear: 2019,
  },
  {
    id: 4,
    name: 'Lukas Brandt',
    email: 'lukas.b@northwind.example',
    phone: '+49 30 5550 4471',
    city: 'Berlin',
    country: 'Germany',
    department: 'Engineering',
    jobTitle: 'Team lead',
    startYear: 2015,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150, hideable: false },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => String(value),
  },
];

// The panel lists the columns under these headings. Name is not in any group: it cannot be hidden.
const columnGroups = [
  { label: 'Contact', fields: ['email', 'phone'] },
  { label: 'Location', fields: ['city', 'country'] },
  { label: 'Job', fields: ['department', 'jobTitle', 'startYear'] },
];

function GroupedColumnsPanel(props: GridSlotProps['columnsPanel']) {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);
  // A field missing from the model is visible; only `false` hides a column.
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);

  return (
    <GridPanelWrapper {...props}>
      <Box sx={{ display: 'flex', gap: 3, p: 2 }}>
        {columnGroups.map((group) => (
          <FormControl key={group.label} component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ typography: 'overline' }}>
              {group.label}
            </FormLabel>
            <FormGroup>
              {group.fields.map((field) => (
                <FormControlLabel
                  key={field}
                  label={lookup[field]?.headerName ?? field}
                  control={
                    <Checkbox
                      size="small"
                      checked={visibility[field] !== false}
                      onChange={(event) => apiRef.current.setColumnVisibility(field, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
    </GridPanelWrapper>
  );
}

export default function ComponentsColumnsPanelGroups() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        slots={{ columnsPanel: GroupedColumnsPanel }}
        initialState={{ columns: { columnVisibilityModel: { phone: false, startYear: false } } }}
        hideFooter
      />
    </div>
  );
}
