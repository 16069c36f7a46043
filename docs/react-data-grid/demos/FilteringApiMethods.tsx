import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';

interface Plant {
  id: number;
  name: string;
  light: string;
  price: number;
  inStock: boolean;
}

const plants: Plant[] = [
  { id: 1, name: 'Monstera deliciosa', light: 'Bright, indirect', price: 38, inStock: true },
  { id: 2, name: 'Snake plant', light: 'Low', price: 22, inStock: true },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright, indirect', price: 64, inStock: false },
  { id: 4, name: 'ZZ plant', light: 'Low', price: 29, inStock: true },
  { id: 5, name: 'Bird of paradise', light: 'Direct', price: 72, inStock: true },
  { id: 6, name: 'Calathea orbifolia', light: 'Medium', price: 45, inStock: false },
  { id: 7, name: 'Pothos, golden', light: 'Low', price: 15, inStock: true },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 170 },
  { field: 'light', headerName: 'Light', width: 140 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

// Items with a fixed `id`, so the buttons replace or remove the same item each time.
const underFifty: GridFilterItem = { id: 'price', field: 'price', operator: '<', value: 50 };
const inStockOnly: GridFilterItem = { id: 'stock', field: 'inStock', operator: 'is', value: true };

export default function FilteringApiMethods() {
  // `null` until the grid mounts, hence the `?.` below.
  const apiRef = useGridApiRef();
  const [output, setOutput] = useState('Click a button.');

  const countLowLight = () => {
    // Computes the result of a model without applying it to the grid.
    const lookup = apiRef.current?.getFilterState({
      items: [{ id: 'light', field: 'light', operator: 'equals', value: 'Low' }],
    }).filteredRowsLookup;
    const count = plants.filter((plant) => lookup?.[plant.id] !== false).length;
    setOutput(`${count} plants need little light. The grid still shows its own filters.`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.upsertFilterItem(underFifty)}
        >
          Under €50
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.upsertFilterItem(inStockOnly)}
        >
          In stock
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.deleteFilterItem(underFifty)}
        >
          Remove the price filter
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel()}>
          Open the panel
        </Button>
        <Button size="small" variant="outlined" onClick={countLowLight}>
          Count low-light plants
        </Button>
      </Stack>
      <Typography variant="body2">{output}</Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={plants} columns={columns} showToolbar />
      </div>
    </Stack>
  );
}
