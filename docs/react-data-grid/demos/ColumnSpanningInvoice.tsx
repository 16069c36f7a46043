import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceRow {
  id: string;
  kind: 'item' | 'summary';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items: InvoiceRow[] = [
  { id: 'l1', kind: 'item', description: 'Kitchen tap, brushed steel', quantity: 1, unitPrice: 189, amount: 189 },
  { id: 'l2', kind: 'item', description: 'Fitting and connection', quantity: 2.5, unitPrice: 58, amount: 145 },
  { id: 'l3', kind: 'item', description: 'Flexible hose, 50 cm', quantity: 2, unitPrice: 11.5, amount: 23 },
];
const subtotal = items.reduce((sum, item) => sum + item.amount, 0);

const rows: InvoiceRow[] = [
  ...items,
  { id: 'subtotal', kind: 'summary', description: 'Subtotal', amount: subtotal },
  { id: 'vat', kind: 'summary', description: 'VAT 21 %', amount: subtotal * 0.21 },
  { id: 'total', kind: 'summary', description: 'Total due', amount: subtotal * 1.21 },
];

const eur = (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`);

const columns: GridColDef<InvoiceRow>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 180,
    // Summary rows: the label covers Description, Qty and Unit price.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: eur },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: eur },
];

export default function ColumnSpanningInvoice() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Sorting would move the summary rows in among the items.
        disableColumnSorting
        getRowClassName={(params) => (params.row.kind === 'summary' ? 'summary-row' : '')}
        sx={{ '& .summary-row': { fontWeight: 700 } }}
        showCellVerticalBorder
        hideFooter
      />
    </div>
  );
}
