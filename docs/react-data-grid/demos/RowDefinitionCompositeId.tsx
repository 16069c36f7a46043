import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

// The same SKU appears in several warehouses, so neither field is unique on its own.
interface StockLine {
  warehouse: string;
  sku: string;
  product: string;
  quantity: number;
}

const rows: StockLine[] = [
  { warehouse: 'Leipzig', sku: 'KB-201', product: 'Mechanical keyboard', quantity: 140 },
  { warehouse: 'Leipzig', sku: 'MS-110', product: 'Wireless mouse', quantity: 320 },
  { warehouse: 'Valencia', sku: 'KB-201', product: 'Mechanical keyboard', quantity: 65 },
  { warehouse: 'Valencia', sku: 'HS-330', product: 'USB headset', quantity: 90 },
  { warehouse: 'Poznań', sku: 'MS-110', product: 'Wireless mouse', quantity: 210 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

// Combine both fields into an ID. Defined outside the component, so it is stable.
const getRowId: GridRowIdGetter<StockLine> = (row) => `${row.warehouse}/${row.sku}`;

export default function RowDefinitionCompositeId() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </div>
  );
}
