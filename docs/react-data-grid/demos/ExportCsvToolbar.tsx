import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
  price: number;
  supplierNote: string;
}

const products: Product[] = [
  { id: 1, sku: 'TB-100', name: 'Bamboo toothbrush', stock: 340, price: 3.5, supplierNote: 'Reorder in May' },
  { id: 2, sku: 'SB-220', name: 'Shampoo bar, lavender', stock: 85, price: 8.9, supplierNote: 'New supplier' },
  { id: 3, sku: 'BW-310', name: 'Beeswax wraps, set of 3', stock: 0, price: 14, supplierNote: 'Out of stock' },
  { id: 4, sku: 'SS-405', name: 'Steel straw kit', stock: 120, price: 6.25, supplierNote: '' },
  { id: 5, sku: 'CB-512', name: 'Cotton produce bags', stock: 210, price: 9.5, supplierNote: 'Price rise in June' },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  // Internal notes stay out of every export.
  { field: 'supplierNote', headerName: 'Supplier note', width: 160, disableExport: true },
];

export default function ExportCsvToolbar() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Semicolons and a byte order mark help spreadsheet apps set to European locales.
            csvOptions: { fileName: 'product-stock', delimiter: ';', utf8WithBom: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </div>
  );
}
