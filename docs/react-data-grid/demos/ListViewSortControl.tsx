import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridSortModel } from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  title: string;
  neighbourhood: string;
  price: number;
  listed: string;
}

const rows: Listing[] = [
  { id: 1, title: 'Bright studio near the canal', neighbourhood: 'Jordaan', price: 1650, listed: '2025-06-12' },
  { id: 2, title: 'Two-bedroom flat with balcony', neighbourhood: 'De Pijp', price: 2400, listed: '2025-06-03' },
  { id: 3, title: 'Attic room, shared kitchen', neighbourhood: 'Oost', price: 890, listed: '2025-06-15' },
  { id: 4, title: 'Family house with garden', neighbourhood: 'Watergraafsmeer', price: 3300, listed: '2025-05-28' },
  { id: 5, title: 'Loft in a former warehouse', neighbourhood: 'Houthaven', price: 2750, listed: '2025-06-09' },
  { id: 6, title: 'One-bedroom flat, top floor', neighbourhood: 'Westerpark', price: 1480, listed: '2025-06-14' },
];

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'neighbourhood', headerName: 'Neighbourhood' },
  { field: 'price', headerName: 'Rent (€)', type: 'number' },
  { field: 'listed', headerName: 'Listed' },
];

const listViewColumn: GridListViewColDef<Listing> = {
  field: 'listingCard',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        €{row.price.toLocaleString('en-US')} a month · {row.neighbourhood} · listed {row.listed}
      </Typography>
    </Stack>
  ),
};

// Each option is a sort model on the regular columns.
const sortOptions: Record<string, GridSortModel> = {
  newest: [{ field: 'listed', sort: 'desc' }],
  cheapest: [{ field: 'price', sort: 'asc' }],
  dearest: [{ field: 'price', sort: 'desc' }],
};

export default function ListViewSortControl() {
  const [sortBy, setSortBy] = useState('newest');

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sortBy}
        onChange={(event) => setSortBy(event.target.value)}
        sx={{ width: 180 }}
      >
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="cheapest">Lowest rent</MenuItem>
        <MenuItem value="dearest">Highest rent</MenuItem>
      </TextField>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={60}
          sortModel={sortOptions[sortBy]}
          hideFooter
        />
      </div>
    </Stack>
  );
}
