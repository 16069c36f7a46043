import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridFilterItem,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  country: string;
  items: number;
  total: number;
}

const customers = ['Alvarez & Co', 'Brightline', 'Cobalt Foods', 'Dunmore Ltd', 'Evergreen Cafe', 'Fjord Outfitters'];
const countries = ['Spain', 'Ireland', 'Portugal', 'Norway'];
// 48 orders held by the fake server. The grid never receives all of them at once.
const database: Order[] = Array.from({ length: 48 }, (_, index) => ({
  id: 5001 + index,
  customer: customers[index % customers.length],
  country: countries[(index * 7) % countries.length],
  items: 1 + ((index * 5) % 9),
  total: 40 + ((index * 137) % 460),
}));

function matches(order: Order, { field, operator, value }: GridFilterItem): boolean {
  if (value === undefined || value === null || value === '') {
    return true;
  }
  const cell = order[field as keyof Order];
  switch (operator) {
    case 'contains':
      return String(cell).toLowerCase().includes(String(value).toLowerCase());
    case 'equals':
    case '=':
      return String(cell).toLowerCase() === String(value).toLowerCase();
    case '>':
      return Number(cell) > Number(value);
    case '<':
      return Number(cell) < Number(value);
    default:
      return true;
  }
}

// Stands in for your backend: filters, sorts, totals the whole result, then returns one page.
async function fetchOrders(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  let result = database.filter((order) => params.filterModel.items.every((item) => matches(order, item)));
  const [sort] = params.sortModel;
  if (sort) {
    const key = sort.field as keyof Order;
    const direction = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  }
  const aggregateRow: Record<string, number> = {};
  Object.entries(params.aggregationModel ?? {}).forEach(([field, aggFunc]) => {
    const values = result.map((order) => Number(order[field as keyof Order]));
    if (aggFunc === 'sum') {
      aggregateRow[field] = values.reduce((sum, value) => sum + value, 0);
    } else if (aggFunc === 'size') {
      aggregateRow[field] = values.length;
    }
  });
  const start = Number(params.start);
  return { rows: result.slice(start, params.end + 1), rowCount: result.length, aggregateRow };
}

const dataSource: GridDataSource = {
  getRows: fetchOrders,
  // Reads a total from `aggregateRow` for the footer.
  getAggregatedValue: (row, field) => row[field],
};

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function ServerAggregatedOrdersGrid() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 20]}
        // With a data source, list the functions your server computes.
        aggregationFunctions={{ sum: {}, size: {} }}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          aggregation: { model: { total: 'sum', items: 'sum' } },
        }}
      />
    </div>
  );
}
