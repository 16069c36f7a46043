import dayjs from 'dayjs';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: 'Coffee' | 'Tea' | 'Equipment';
  price: number;
  stock: number;
  restocked: string;
}

const products: Product[] = [
  { id: 1, name: 'Ethiopia Yirgacheffe, 250 g', category: 'Coffee', price: 14.5, stock: 42, restocked: '2025-03-02' },
  { id: 2, name: 'Colombia Huila, 1 kg', category: 'Coffee', price: 39, stock: 7, restocked: '2025-02-11' },
  { id: 3, name: 'Sencha Kagoshima, 100 g', category: 'Tea', price: 11.9, stock: 23, restocked: '2025-03-09' },
  { id: 4, name: 'Assam Breakfast, 200 g', category: 'Tea', price: 8.25, stock: 0, restocked: '2025-01-20' },
  { id: 5, name: 'Hand grinder, ceramic burr', category: 'Equipment', price: 64, stock: 5, restocked: '2024-12-15' },
  { id: 6, name: 'Pour-over dripper, size 02', category: 'Equipment', price: 22, stock: 18, restocked: '2025-02-27' },
  { id: 7, name: 'Kenya Nyeri, 250 g', category: 'Coffee', price: 16.75, stock: 12, restocked: '2025-03-05' },
  { id: 8, name: 'Darjeeling First Flush, 100 g', category: 'Tea', price: 15.4, stock: 3, restocked: '2025-01-31' },
  { id: 9, name: 'Gooseneck kettle, 1 l', category: 'Equipment', price: 49.9, stock: 9, restocked: '2025-02-03' },
  { id: 10, name: 'Brazil Cerrado, 1 kg', category: 'Coffee', price: 31.5, stock: 26, restocked: '2025-03-12' },
  { id: 11, name: 'Rooibos Vanilla, 150 g', category: 'Tea', price: 7.6, stock: 31, restocked: '2025-02-19' },
  { id: 12, name: 'Paper filters, 100 pack', category: 'Equipment', price: 5.2, stock: 140, restocked: '2025-03-10' },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 220 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Coffee', 'Tea', 'Equipment'],
    width: 120,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'restocked',
    headerName: 'Last restocked',
    type: 'date',
    width: 140,
    // Date columns work on Date objects, so convert the ISO string once here.
    valueGetter: (value: string) => dayjs(value).toDate(),
    valueFormatter: (value: Date) => dayjs(value).format('D MMM YYYY'),
  },
];

export default function InventoryGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10, 25]}
      />
    </div>
  );
}
