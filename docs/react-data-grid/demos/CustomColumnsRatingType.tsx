import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Cafe {
  id: number;
  name: string;
  city: string;
  coffee: number;
  service: number;
}

// Edit mode: a clickable Rating that writes the new value into the cell being edited.
function RatingEditCell({ id, field, value }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      value={Number(value ?? 0)}
      onChange={(_event, newValue) => apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })}
    />
  );
}

// Filter panel input: pick the minimum number of stars.
function RatingFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <Rating
      sx={{ mt: 'auto', mb: 0.5 }}
      value={Number(item.value ?? 0)}
      onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
    />
  );
}

const atLeastOperator: GridFilterOperator<Cafe, number> = {
  label: 'At least',
  value: 'atLeast',
  // Return null while no value is picked, so the filter keeps every row.
  getApplyFilterFn: (filterItem) =>
    filterItem.value == null ? null : (value: number) => value >= Number(filterItem.value),
  InputComponent: RatingFilterInput,
};

const ratingColumn: GridColTypeDef<number> = {
  type: 'number',
  width: 160,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => <Rating value={params.value ?? 0} readOnly />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
  filterOperators: [atLeastOperator],
};

const cafes: Cafe[] = [
  { id: 1, name: 'Kaffeehaus Sperl', city: 'Vienna', coffee: 5, service: 4 },
  { id: 2, name: 'Caffè Florian', city: 'Venice', coffee: 4, service: 3 },
  { id: 3, name: 'Café de Flore', city: 'Paris', coffee: 3, service: 4 },
  { id: 4, name: 'A Brasileira', city: 'Lisbon', coffee: 4, service: 5 },
  { id: 5, name: 'Café Central', city: 'Vienna', coffee: 2, service: 3 },
];

const columns: GridColDef<Cafe>[] = [
  { field: 'name', headerName: 'Café', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'coffee', headerName: 'Coffee', editable: true, ...ratingColumn },
  { field: 'service', headerName: 'Service', editable: true, ...ratingColumn },
];

export default function CustomColumnsRatingType() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={cafes} columns={columns} showToolbar hideFooter />
    </div>
  );
}
