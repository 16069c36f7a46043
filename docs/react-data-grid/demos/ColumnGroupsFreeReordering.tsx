import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  warehouse: string;
}

const rows: Product[] = [
  { id: 1, name: 'Oak desk', sku: 'FUR-0412', price: 349, stock: 18, warehouse: 'Leeds' },
  { id: 2, name: 'Mesh chair', sku: 'FUR-0877', price: 219, stock: 42, warehouse: 'Bristol' },
  { id: 3, name: 'Desk lamp', sku: 'LGT-0131', price: 39, stock: 120, warehouse: 'Leeds' },
  { id: 4, name: 'Monitor arm', sku: 'ACC-0256', price: 79, stock: 64, warehouse: 'Glasgow' },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Name', width: 130 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  // Columns in this group can only move inside it.
  {
    groupId: 'product',
    headerName: 'Product (locked)',
    children: [{ field: 'name' }, { field: 'sku' }],
  },
  // Columns in this group can be dragged anywhere.
  {
    groupId: 'inventory',
    headerName: 'Inventory (free)',
    freeReordering: true,
    children: [{ field: 'price' }, { field: 'stock' }],
  },
];

export default function ColumnGroupsFreeReordering() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} />
    </div>
  );
}
