import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridSortModelSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  items: number;
  total: number;
}

const orders: Order[] = [
  { id: 1041, customer: 'Amelia Brooks', city: 'Leeds', items: 3, total: 84.5 },
  { id: 1042, customer: 'Tomás Rivera', city: 'Bristol', items: 1, total: 19.99 },
  { id: 1043, customer: 'Hana Kobayashi', city: 'Leeds', items: 6, total: 212.3 },
  { id: 1044, customer: 'Oliver Grant', city: 'York', items: 2, total: 47.0 },
  { id: 1045, customer: 'Leila Haddad', city: 'Bristol', items: 4, total: 133.75 },
  { id: 1046, customer: 'Chidi Okafor', city: 'York', items: 5, total: 98.4 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total (£)', type: 'number', width: 100 },
];

export default function StateDirectSelector() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = useState('Filter, sort or hide columns, then click the button.');

  // Called from an event handler: pass the apiRef to each selector and read the value once.
  const summarize = () => {
    if (!apiRef.current) return;
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const sortModel = gridSortModelSelector(apiRef);
    const total = entries.reduce((sum, entry) => sum + (entry.model as Order).total, 0);
    const sortText = sortModel.length
      ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')
      : 'none';
    setSummary(
      `${entries.length} orders, £${total.toFixed(2)} in all. ` +
        `Order: ${entries.map((entry) => entry.id).join(', ')}. ` +
        `Visible columns: ${fields.join(', ')}. Sort: ${sortText}.`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={summarize}>
        Summarize the rows on screen
      </Button>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2">{summary}</Typography>
    </Stack>
  );
}
