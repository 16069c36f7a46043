import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Payment {
  id: number;
  payer: string;
  method: string;
  amount: number;
}

// Stands in for a database table of 47 payments.
const payers = ['Ruth Alemu', 'Marek Kowalski', 'Nadia Rahman', 'Pablo Herrera', 'Ines Moreau', 'Tariq Aziz'];
const methods = ['Card', 'Bank transfer', 'PayPal'];
const serverTable: Payment[] = Array.from({ length: 47 }, (_, index) => ({
  id: 5001 + index,
  payer: payers[index % payers.length],
  method: methods[index % methods.length],
  amount: 20 + ((index * 37) % 480),
}));

// A fake API: returns one page of rows and the total number of rows.
function fetchPayments(page: number, pageSize: number): Promise<{ rows: Payment[]; total: number }> {
  const rows = serverTable.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, total: serverTable.length }), 500);
  });
}

const columns: GridColDef<Payment>[] = [
  { field: 'id', headerName: 'Payment', width: 100 },
  { field: 'payer', headerName: 'Payer', flex: 1, minWidth: 150 },
  { field: 'method', headerName: 'Method', width: 130 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110 },
];

export default function RowDefinitionServerRowCount() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = useState<Payment[]>([]);
  const [rowCount, setRowCount] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPayments(paginationModel.page, paginationModel.pageSize).then((result) => {
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
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // `rows` holds one page; `rowCount` tells the grid how many exist in total.
        rowCount={rowCount}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[5, 10]}
        loading={loading}
      />
    </div>
  );
}
