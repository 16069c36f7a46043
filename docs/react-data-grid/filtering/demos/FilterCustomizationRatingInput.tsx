import { useImperativeHandle, useRef } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  name: string;
  city: string;
  stars: number;
}

const hotels: Hotel[] = [
  { id: 1, name: 'Hotel Almada', city: 'Lisbon', stars: 4 },
  { id: 2, name: 'Pension Rosa', city: 'Vienna', stars: 2 },
  { id: 3, name: 'The Grand Quay', city: 'Dublin', stars: 5 },
  { id: 4, name: 'Casa Verde', city: 'Seville', stars: 3 },
  { id: 5, name: 'Hotel Nordlys', city: 'Bergen', stars: 4 },
  { id: 6, name: 'Il Chiostro', city: 'Florence', stars: 5 },
  { id: 7, name: 'Harbour Inn', city: 'Galway', stars: 3 },
];

// Stars instead of a number field.
function StarsInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const rootRef = useRef<HTMLSpanElement>(null);

  // The panel calls `focus()` on this ref when it opens.
  useImperativeHandle(focusElementRef, () => ({
    focus: () => rootRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
  }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', height: '100%', pb: 0.5 }}>
      <Rating
        ref={rootRef}
        name="stars-filter"
        value={Number(item.value) || null}
        // Clicking the current value clears it; `undefined` turns the filter off.
        onChange={(_event, stars) => applyValue({ ...item, value: stars ?? undefined })}
      />
    </Box>
  );
}

// The built-in comparisons, with the stars input.
const starsOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: StarsInput }));

const columns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 150,
    renderCell: (params) => <Rating value={params.value} readOnly size="small" />,
    filterOperators: starsOperators,
  },
];

export default function FilterCustomizationRatingInput() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={hotels}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'stars', operator: '>=', value: 4 }] } },
        }}
      />
    </div>
  );
}
