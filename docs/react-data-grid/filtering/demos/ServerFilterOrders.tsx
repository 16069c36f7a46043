import { useEffect, useState } from 'react';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';

type Order = { id: number; customer: string; status: string; total: number };

const customers = ['Nordic Bikes', 'Café Aurora', 'Greenleaf Market', 'Atlas Print', 'Harbor Dental'];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];
const allOrders: Order[] = Array.from({ length: 40 }, (_, index) => ({
  id: 1001 + index,
  customer: customers[index % customers.length],
  status: statuses[(index * 3) % statuses.length],
  total: 40 + ((index * 37) % 460),
}));

// A fake server: it applies the filter items, then answers after a delay.
function matches(order: Order, { field, operator, value }: GridFilterItem) {
  if (value == null || value === '') return true; // An item without a value filters nothing.
  const cell = order[field as keyof Order];
  if (operator === 'contains') return String(cell).toLowerCase().includes(String(value).toLowerCase());
  if (operator === 'is') return cell === value;
  if (operator === '>=') return Number(cell) >= Number(value);
  return Number(cell) <= Number(value); // '<='
}

function fetchOrders(filterModel: GridFilterModel): Promise<Order[]> {
  const rows = allOrders.filter((order) => filterModel.items.every((item) => matches(order, item)));
  return new Promise((resolve) => setTimeout(() => resolve(rows), 700));
}

// Offer only the operators the server understands.
const containsOnly = getGridStringOperators().filter((op) => op.value === 'contains');
const isOnly = getGridSingleSelectOperators().filter((op) => op.value === 'is');
const range = getGridNumericOperators().filter((op) => op.value === '>=' || op.value === '<=');

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, filterOperators: containsOnly },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 120,
    filterOperators: isOnly,
  },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110, filterOperators: range },
];

export default function ServerFilterOrders() {
  const [filterModel, setFilterModel] = useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Shipped' }],
  });
  const [rows, setRows] = useState<Order[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let active = true; // Ignore answers to requests that are out of date.
    setLoading(true);
    fetchOrders(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // This fake server does not search, so the toolbar has no search field.
        slotProps={{ toolbar: { showQuickFilter: false } }}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
      />
    </div>
  );
}
