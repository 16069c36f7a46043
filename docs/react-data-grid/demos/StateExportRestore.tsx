import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const laptops = [
  { id: 1, model: 'ThinkPad X1 Carbon', brand: 'Lenovo', weightKg: 1.12, ramGb: 32, price: 1899 },
  { id: 2, model: 'MacBook Air 13', brand: 'Apple', weightKg: 1.24, ramGb: 16, price: 1199 },
  { id: 3, model: 'XPS 14', brand: 'Dell', weightKg: 1.68, ramGb: 32, price: 1699 },
  { id: 4, model: 'Zenbook 14 OLED', brand: 'ASUS', weightKg: 1.2, ramGb: 16, price: 1099 },
  { id: 5, model: 'Framework 13', brand: 'Framework', weightKg: 1.3, ramGb: 32, price: 1349 },
  { id: 6, model: 'Swift Go 14', brand: 'Acer', weightKg: 1.32, ramGb: 16, price: 849 },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 150 },
  { field: 'brand', headerName: 'Brand', width: 100 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'ramGb', headerName: 'RAM (GB)', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 90 },
];

export default function StateExportRestore() {
  const apiRef = useGridApiRef();
  const [savedView, setSavedView] = useState<GridInitialState | null>(null);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSavedView(apiRef.current?.exportState() ?? null)}
        >
          Save view
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!savedView}
          onClick={() => savedView && apiRef.current?.restoreState(savedView)}
        >
          Restore view
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={laptops} columns={columns} hideFooter />
      </div>
      {/* The exported object has the same shape as the initialState prop. */}
      <Box
        component="pre"
        sx={{ m: 0, p: 1, maxHeight: 160, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
      >
        {savedView ? JSON.stringify(savedView, null, 2) : 'Sort, filter or hide columns, then save the view.'}
      </Box>
    </Stack>
  );
}
