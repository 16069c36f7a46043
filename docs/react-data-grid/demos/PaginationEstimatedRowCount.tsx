import { useEffect, useState } from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
}

const materials = ['Oak', 'Walnut', 'Ash', 'Birch', 'Teak'];
const items = ['desk', 'shelf', 'stool', 'side table', 'bench', 'bed frame'];
const categories = ['Office', 'Living room', 'Bedroom'];

// The search index answers "about 150 matches" at once, but counting them exactly is slow.
const ESTIMATE = 150;
const EXACT_TOTAL = 123; // Only the fake server knows this number.

// Stands in for `GET /search?q=wood&page=2`: one page, and whether another one follows.
function searchProducts({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  const end = Math.min(start + pageSize, EXACT_TOTAL);
  const rows: Product[] = [];
  for (let n = start; n < end; n += 1) {
    rows.push({
      id: n + 1,
      name: `${materials[n % materials.length]} ${items[n % items.length]}`,
      category: categories[n % categories.length],
      price: 60 + ((n * 47) % 540),
    });
  }
  return new Promise<{ rows: Product[]; hasNextPage: boolean }>((resolve) =>
    setTimeout(() => resolve({ rows, hasNextPage: end < EXACT_TOTAL }), 400),
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

export default function PaginationEstimatedRowCount() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = useState<Product[]>([]);
  const [rowCount, setRowCount] = useState(-1); // Unknown until the last page arrives.
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    setLoading(true);
    searchProducts(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      if (!result.hasNextPage) {
        setRowCount(paginationModel.page * paginationModel.pageSize + result.rows.length);
      }
      setLoading(false);
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
        // Shown as "of around 150" while `rowCount` is -1.
        estimatedRowCount={ESTIMATE}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25]}
        loading={loading}
      />
    </div>
  );
}
