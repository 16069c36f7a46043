import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  orderNumber: string;
  date: Date;
  country: string;
  category: string;
  product: string;
  quantity: number;
  revenue: number;
}

const catalog: Record<string, { name: string; price: number }[]> = {
  Coffee: [
    { name: 'Ethiopia Yirgacheffe, 250 g', price: 14 },
    { name: 'Colombia Huila, 1 kg', price: 38 },
    { name: 'Espresso blend, 500 g', price: 19 },
  ],
  Equipment: [
    { name: 'Pour-over dripper', price: 24 },
    { name: 'Burr grinder', price: 129 },
    { name: 'Gooseneck kettle', price: 59 },
  ],
  Tea: [
    { name: 'Sencha, 100 g', price: 12 },
    { name: 'Assam breakfast, 250 g', price: 9 },
  ],
};
const countries = ['France', 'Germany', 'Netherlands', 'Spain', 'Sweden'];
const categories = Object.keys(catalog);

// Small seeded generator, so the demo shows the same 400 orders on every render.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function createOrders(count: number): Order[] {
  const random = mulberry32(2024);
  const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)];
  return Array.from({ length: count }, (_, index) => {
    const category = pick(categories);
    const item = pick(catalog[category]);
    const quantity = 1 + Math.floor(random() * 6);
    return {
      id: index + 1,
      orderNumber: `SO-${String(10001 + index)}`,
      date: new Date(2025, Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      country: pick(countries),
      category,
      product: item.name,
      quantity,
      revenue: quantity * item.price,
    };
  });
}

const orders = createOrders(400);

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, groupable: false },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : eur.format(value)),
  },
];

export default function RowGroupingFullExample() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['country', 'category'] },
      aggregation: { model: { quantity: 'sum', revenue: 'sum' } },
      sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] },
    },
  });

  return (
    <div style={{ height: 560, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={orders}
        columns={columns}
        initialState={initialState}
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        groupingColDef={{ width: 220 }}
      />
    </div>
  );
}
