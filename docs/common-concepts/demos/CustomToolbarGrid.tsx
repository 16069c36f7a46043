import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  items: number;
  total: number;
  status: 'Pending' | 'Packed' | 'Shipped';
}

const orders: Order[] = [
  { id: 1041, customer: 'Amara Okafor', city: 'Lagos', items: 3, total: 129.5, status: 'Packed' },
  { id: 1042, customer: 'Lucas Moreau', city: 'Lyon', items: 1, total: 42, status: 'Pending' },
  { id: 1043, customer: 'Hana Sato', city: 'Osaka', items: 6, total: 318.2, status: 'Shipped' },
  { id: 1044, customer: 'Diego Ramírez', city: 'Bogotá', items: 2, total: 77.9, status: 'Pending' },
  { id: 1045, customer: 'Freya Lindqvist', city: 'Uppsala', items: 4, total: 201.4, status: 'Packed' },
  { id: 1046, customer: 'Ravi Menon', city: 'Kochi', items: 5, total: 264, status: 'Shipped' },
  { id: 1047, customer: 'Olivia Brennan', city: 'Cork', items: 1, total: 18.75, status: 'Pending' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Packed', 'Shipped'],
    width: 110,
  },
];

// Defined at module level, so the grid receives the same component on every render.
function OrdersToolbar() {
  return (
    <Toolbar>
      <Typography
        variant="subtitle1"
        component="h3"
        noWrap
        sx={{ flex: 1, minWidth: 96, mx: 0.5, fontWeight: 500 }}
      >
        Orders
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnOutlinedIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'todays-orders' }}>
          <FileDownloadOutlinedIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <QuickFilter>
        <QuickFilterControl placeholder="Search orders" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={orders}
        columns={columns}
        showToolbar
        slots={{ toolbar: OrdersToolbar }}
      />
    </Box>
  );
}
