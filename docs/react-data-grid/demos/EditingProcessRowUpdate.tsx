import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const products: Product[] = [
  { id: 1, sku: 'TEA-EG-250', name: 'Earl Grey, 250 g', stock: 42 },
  { id: 2, sku: 'TEA-SN-100', name: 'Sencha, 100 g', stock: 17 },
  { id: 3, sku: 'TEA-RB-250', name: 'Rooibos, 250 g', stock: 0 },
  { id: 4, sku: 'TEA-AS-500', name: 'Assam, 500 g', stock: 8 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

// Stands in for a request to your API. It rejects negative stock, as a server would.
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.stock < 0) {
        reject(new Error(`Stock for ${product.sku} cannot be negative.`));
      } else {
        resolve({ ...product, name: product.name.trim() });
      }
    }, 400);
  });
}

export default function EditingProcessRowUpdate() {
  const [status, setStatus] = useState<{ severity: 'info' | 'success' | 'error'; text: string }>({
    severity: 'info',
    text: 'Edit a name or a stock level. Try a negative stock.',
  });

  const processRowUpdate = async (newRow: Product, oldRow: Product) => {
    if (newRow.name === oldRow.name && newRow.stock === oldRow.stock) {
      return oldRow; // Nothing changed: skip the request.
    }
    const saved = await saveProduct(newRow);
    setStatus({ severity: 'success', text: `Saved ${saved.sku}.` });
    return saved; // The grid shows what the server returned.
  };

  return (
    <Stack spacing={1.5}>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={products}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setStatus({ severity: 'error', text: error.message })}
          hideFooter
        />
      </div>
      <Alert severity={status.severity}>{status.text}</Alert>
    </Stack>
  );
}
