import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  status: 'Overdue' | 'Due' | 'Paid';
  total: number;
}

const invoices: Invoice[] = [
  { id: 'INV-210', client: 'Harbour Dental', status: 'Paid', total: 640 },
  { id: 'INV-214', client: 'Nordic Yarns', status: 'Overdue', total: 1280 },
  { id: 'INV-219', client: 'Café Lumière', status: 'Due', total: 310 },
  { id: 'INV-221', client: 'Harbour Dental', status: 'Overdue', total: 455 },
  { id: 'INV-225', client: 'Greenleaf Legal', status: 'Paid', total: 2100 },
  { id: 'INV-230', client: 'Nordic Yarns', status: 'Due', total: 890 },
  { id: 'INV-231', client: 'Café Lumière', status: 'Paid', total: 275 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// Open the groups that need attention; keep the paid invoices folded away.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'status' && node.groupingKey !== 'Paid';

export default function RowGroupingExpandedByDefault() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={invoices}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: { model: ['status'] },
          columns: { columnVisibilityModel: { status: false } },
        }}
      />
    </div>
  );
}
