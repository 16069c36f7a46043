import { useEffect, useRef, useState } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Transfer {
  id: string;
  date: string;
  counterparty: string;
  amount: number;
}

const counterparties = ['Hoffmann Bau', 'Lisboa Tiles', 'Oslo Fjord AS', 'Kraków Print', 'Atelier Rhône'];

// The fake server's table: 47 transfers with opaque string IDs.
const allTransfers: Transfer[] = Array.from({ length: 47 }, (_, index) => ({
  id: `tr_${(9000 + index * 13).toString(36)}`,
  date: `2025-05-${String(Math.floor(index / 2) + 1).padStart(2, '0')}`,
  counterparty: counterparties[(index * 2) % counterparties.length],
  amount: Number((((index * 7919) % 4000) / 4 - 300).toFixed(2)),
}));

// Stands in for `GET /transfers?after=<cursor>&limit=10`. The server cannot jump to page 3:
// it only knows "the rows after this cursor", and returns the cursor of the next batch.
function fetchTransfers(cursor: string | undefined, limit: number) {
  const start = cursor ? allTransfers.findIndex((transfer) => transfer.id === cursor) + 1 : 0;
  const rows = allTransfers.slice(start, start + limit);
  const hasMore = start + limit < allTransfers.length;
  const nextCursor = hasMore ? rows[rows.length - 1].id : undefined;
  return new Promise<{ rows: Transfer[]; nextCursor?: string }>((resolve) =>
    setTimeout(() => resolve({ rows, nextCursor }), 400),
  );
}

const columns: GridColDef<Transfer>[] = [
  { field: 'id', headerName: 'Transfer', width: 110 },
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'counterparty', headerName: 'Counterparty', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

const PAGE_SIZE = 10;

export default function PaginationCursor() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  // The cursor that loads each page. Page 0 needs none.
  const pageCursors = useRef(new Map<number, string | undefined>([[0, undefined]]));
  const [rows, setRows] = useState<Transfer[]>([]);
  const [rowCount, setRowCount] = useState(-1);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchTransfers(pageCursors.current.get(paginationModel.page), PAGE_SIZE).then((result) => {
      if (!active) return;
      setRows(result.rows);
      if (result.nextCursor) {
        pageCursors.current.set(paginationModel.page + 1, result.nextCursor);
      } else {
        // No next cursor: this is the last page, so the total is known.
        setRowCount(paginationModel.page * PAGE_SIZE + result.rows.length);
      }
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // Only move to a page whose cursor is already known.
    if (pageCursors.current.has(model.page)) {
      setPaginationModel(model);
    }
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[PAGE_SIZE]}
        loading={loading}
      />
    </div>
  );
}
