import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridFilterItem,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridRowModel,
  type GridSortModel,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  country: string;
  product: string;
  quantity: number;
  total: number;
}

const countries = ['Chile', 'Egypt', 'Finland', 'India', 'Ireland', 'Kenya', 'Norway', 'Peru', 'Portugal', 'Vietnam'];
const products = ['Espresso beans', 'Filter papers', 'Grinder', 'Kettle', 'Milk jug'];
const prices = [18, 6, 89, 45, 12];
const customers = ['Alma', 'Bodhi', 'Carmen', 'Dmitri', 'Esra', 'Farid', 'Greta', 'Hiro', 'Ilse', 'Joao', 'Kalani'];

const database: Order[] = Array.from({ length: 140 }, (_, index) => {
  const product = (index * 3) % products.length;
  const quantity = 1 + ((index * 7) % 9);
  return {
    id: 5001 + index,
    customer: `${customers[index % customers.length]} ${String.fromCharCode(65 + ((index * 5) % 26))}.`,
    country: countries[(index * 7 + Math.floor(index / 10)) % countries.length],
    product: products[product],
    quantity,
    total: quantity * prices[product],
  };
});

// The default operators of string and number columns.
function matches(order: Order, { field, operator, value }: GridFilterItem): boolean {
  const cell = order[field as keyof Order];
  if (operator === 'isEmpty' || operator === 'isNotEmpty') {
    return (cell === '' || cell == null) === (operator === 'isEmpty');
  }
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return true; // An item without a value does not filter yet.
  }
  if (typeof cell === 'number') {
    const wanted = Number(value);
    switch (operator) {
      case '=':
        return cell === wanted;
      case '!=':
        return cell !== wanted;
      case '>':
        return cell > wanted;
      case '>=':
        return cell >= wanted;
      case '<':
        return cell < wanted;
      case '<=':
        return cell <= wanted;
      case 'isAnyOf':
        return (value as unknown[]).map(Number).includes(cell);
      default:
        return true;
    }
  }
  const text = String(cell).toLowerCase();
  const wanted = Array.isArray(value) ? value.map((entry) => String(entry).toLowerCase()) : String(value).toLowerCase();
  switch (operator) {
    case 'contains':
      return text.includes(wanted as string);
    case 'doesNotContain':
      return !text.includes(wanted as string);
    case 'equals':
      return text === wanted;
    case 'doesNotEqual':
      return text !== wanted;
    case 'startsWith':
      return text.startsWith(wanted as string);
    case 'endsWith':
      return text.endsWith(wanted as string);
    case 'isAnyOf':
      return (wanted as string[]).includes(text);
    default:
      return true;
  }
}

function compareBy(sortModel: GridSortModel) {
  return (a: Order, b: Order) => {
    for (const { field, sort } of sortModel) {
      const key = field as keyof Order;
      if (a[key] !== b[key]) {
        return (a[key] > b[key] ? 1 : -1) * (sort === 'desc' ? -1 : 1);
      }
    }
    return 0;
  };
}

// Stands in for your API: filter the orders, then return one level of groups, sorted, and the requested page.
async function fetchOrders(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const { filterModel, sortModel, start, end } = params;
  const groupFields = (params.groupFields ?? []) as (keyof Order)[];
  const groupKeys = params.groupKeys ?? [];
  const test = (order: Order) => filterModel.items.map((item) => matches(order, item));
  const filtered = database
    .filter((order) => (filterModel.logicOperator === 'or' ? test(order).some(Boolean) : test(order).every(Boolean)))
    .filter((order) => groupKeys.every((key, depth) => String(order[groupFields[depth]]) === key));

  let rows: GridRowModel[];
  if (groupKeys.length < groupFields.length) {
    // Group rows are sorted by their key when the user sorts the grouped column.
    const field = groupFields[groupKeys.length];
    const groupSort = sortModel.find((item) => item.field === field);
    const keys = [...new Set(filtered.map((order) => String(order[field])))].sort();
    if (groupSort?.sort === 'desc') {
      keys.reverse();
    }
    rows = keys.map((key) => ({
      id: `group:${[...groupKeys, key].join('/')}`,
      [field]: key,
      groupKey: key,
      childCount: filtered.filter((order) => String(order[field]) === key).length,
    }));
  } else {
    rows = [...filtered].sort(compareBy(sortModel));
  }

  // Only the top level is paged. A group's rows come all at once.
  if (groupKeys.length > 0) {
    return { rows };
  }
  return { rows: rows.slice(Number(start), end + 1), rowCount: rows.length };
}

const dataSource: GridDataSource = {
  getRows: fetchOrders,
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount ?? 0,
};

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

export default function ServerSideRowGroupingSortFilter() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{
          rowGrouping: { model: ['country'] },
          pagination: { paginationModel: { page: 0, pageSize: 5 } },
          filter: { filterModel: { items: [{ field: 'product', operator: 'equals', value: 'Grinder' }] } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
