import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
}

const customers = ['Nordwind GmbH', 'Café Lumière', 'Pacific Timber Co.', 'Studio Ombra', 'Kestrel Logistics'];

// Stands in for your API: 57 invoices, returned one page at a time after a short delay.
function fetchInvoices(page: number, pageSize: number): Promise<{ rows: Invoice[]; total: number }> {
  const all = Array.from({ length: 57 }, (_, index) => ({
    id: 1001 + index,
    customer: customers[index % customers.length],
    amount: 120 + ((index * 37) % 900),
  }));
  const rows = all.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => setTimeout(() => resolve({ rows, total: all.length }), 400));
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function FaqServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = useState<Invoice[]>([]);
  const [rowCount, setRowCount] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchInvoices(paginationModel.page, paginationModel.pageSize).then((result) => {
      // Ignore the answer if the user has already moved to another page.
      if (active) {
        setRows(result.rows);
        setRowCount(result.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        loading={loading}
      />
    </div>
  );
}
