import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Car {
  id: number;
  model: string;
  year: number;
  mileage: number;
  price: number;
}

const cars: Car[] = [
  { id: 1, model: 'Volkswagen Golf 1.5 TSI', year: 2019, mileage: 48200, price: 17900 },
  { id: 2, model: 'Toyota Yaris Hybrid', year: 2021, mileage: 22600, price: 18450 },
  { id: 3, model: 'Škoda Octavia Estate', year: 2017, mileage: 91300, price: 12700 },
  { id: 4, model: 'Renault Clio TCe', year: 2020, mileage: 35800, price: 13950 },
  { id: 5, model: 'Ford Focus EcoBoost', year: 2016, mileage: 104500, price: 9800 },
  { id: 6, model: 'Peugeot 208 PureTech', year: 2022, mileage: 14100, price: 16300 },
  { id: 7, model: 'Mazda CX-5 Skyactiv', year: 2018, mileage: 67400, price: 19200 },
];

// Two inputs that write one value: `[from, to]`.
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from, to] = Array.isArray(item.value) ? item.value : [];

  const update = (index: 0 | 1, text: string) => {
    const range = [from, to];
    range[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: range });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        label="From"
        type="number"
        size="small"
        variant="standard"
        value={Number.isFinite(from) ? from : ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 90 }}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="standard"
        value={Number.isFinite(to) ? to : ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 90 }}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Car, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    // A number column passes each bound through `Number()`: an empty bound arrives as `NaN`.
    const [from, to] = filterItem.value.map((bound: number) =>
      Number.isFinite(bound) ? bound : null,
    );
    if (from == null && to == null) {
      return null;
    }
    return (value) =>
      value != null && (from == null || value >= from) && (to == null || value <= to);
  },
  InputComponent: RangeInput,
};

// Shared by the three number columns: "between" first, then the built-in operators.
const rangeColumn: GridColTypeDef = {
  type: 'number',
  filterOperators: [betweenOperator, ...getGridNumericOperators()],
};

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 190 },
  { field: 'year', headerName: 'Year', width: 80, ...rangeColumn },
  { field: 'mileage', headerName: 'Mileage (km)', width: 120, ...rangeColumn },
  { field: 'price', headerName: 'Price (€)', width: 100, ...rangeColumn },
];

export default function FilterCustomizationBetweenOperator() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={cars}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'year', operator: 'between', value: [2018, 2020] }] },
          },
        }}
      />
    </div>
  );
}
