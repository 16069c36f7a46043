import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  street: string;
  rooms: number;
  rent: number;
}

// Small seeded generator, so the fake server holds the same 300 listings on every load.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const streets = ['Elm Street', 'Harbour Road', 'Mill Lane', 'Station Avenue', 'Orchard Way'];
const random = mulberry32(7);
const serverListings: Listing[] = Array.from({ length: 300 }, (_, index) => {
  const rooms = 1 + Math.floor(random() * 4);
  return {
    id: index + 1,
    street: `${1 + Math.floor(random() * 120)} ${streets[Math.floor(random() * streets.length)]}`,
    rooms,
    rent: 600 + rooms * 250 + Math.round(random() * 40) * 10,
  };
});

// Stands in for `GET /listings?field=rent&operator=<=&value=1200`.
function fetchListings(filterModel: GridFilterModel): Promise<Listing[]> {
  const [item] = filterModel.items;
  const rows = serverListings.filter((listing) => {
    if (!item || item.value == null || item.value === '') {
      return true;
    }
    if (item.field === 'street') {
      return listing.street.toLowerCase().includes(String(item.value).toLowerCase());
    }
    const cell = listing[item.field as 'rooms' | 'rent'];
    return item.operator === '>=' ? cell >= Number(item.value) : cell <= Number(item.value);
  });
  return new Promise((resolve) => setTimeout(() => resolve(rows), 600));
}

// Offer only what the server understands.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');
const range = getGridNumericOperators().filter((operator) => ['>=', '<='].includes(operator.value));

const columns: GridColDef<Listing>[] = [
  { field: 'id', headerName: 'Ref.', width: 80, filterable: false },
  { field: 'street', headerName: 'Address', flex: 1, minWidth: 170, filterOperators: containsOnly },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90, filterOperators: range },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100, filterOperators: range },
];

export default function FilteringServerMode() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    items: [{ field: 'rent', operator: '<=', value: 1200 }],
  });
  const [rows, setRows] = useState<Listing[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchListings(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false; // Ignore the answer to an outdated request.
    };
  }, [filterModel]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Sent to the server:{' '}
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({ field, operator, value })),
        )}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          // The fake server does not search, so the toolbar has no search field.
          slotProps={{ toolbar: { showQuickFilter: false } }}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
        />
      </div>
    </Stack>
  );
}
