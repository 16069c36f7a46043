import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridEditSingleSelectCellProps,
  type GridValueOptionsParams,
} from '@mui/x-data-grid';

interface Office {
  id: number;
  employee: string;
  country: string;
  city: string;
}

const citiesByCountry: Record<string, string[]> = {
  France: ['Paris', 'Lyon', 'Toulouse'],
  Germany: ['Berlin', 'Hamburg', 'Munich'],
  Spain: ['Madrid', 'Barcelona', 'Valencia'],
};

const offices: Office[] = [
  { id: 1, employee: 'Camille Laurent', country: 'France', city: 'Lyon' },
  { id: 2, employee: 'Jonas Becker', country: 'Germany', city: 'Hamburg' },
  { id: 3, employee: 'Lucía Romero', country: 'Spain', city: 'Valencia' },
  { id: 4, employee: 'Théo Martin', country: 'France', city: 'Paris' },
];

// Editing the country also clears the city, so the row never holds a mismatched pair.
function CountryEditCell(props: GridEditSingleSelectCellProps) {
  const apiRef = useGridApiContext();
  const handleValueChange = async (_event: unknown, country: string) => {
    // Store the new country first, so the city options are computed from it.
    await apiRef.current.setEditCellValue({ id: props.id, field: 'country', value: country });
    await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Office>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 130,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 130,
    editable: true,
    // In edit mode, `row` holds the values being edited, including the new country.
    valueOptions: ({ row }: GridValueOptionsParams<Office>) =>
      row ? citiesByCountry[row.country] : Object.values(citiesByCountry).flat(),
  },
];

export default function EditingRecipeLinkedFields() {
  // Row editing opens country and city together.
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={offices} columns={columns} editMode="row" hideFooter />
    </div>
  );
}
