import { useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  email: string;
  placed: string;
  items: number;
  total: number;
}

const rows: Order[] = [
  { id: 'A-1042', customer: 'Hiroshi Sato', email: 'hiroshi.sato@example.com', placed: '2025-04-02', items: 3, total: 128.5 },
  { id: 'A-1043', customer: 'Fatima Zahra', email: 'fatima.zahra@example.com', placed: '2025-04-02', items: 1, total: 42 },
  { id: 'A-1044', customer: 'Liam O’Brien', email: 'liam.obrien@example.com', placed: '2025-04-03', items: 5, total: 311.9 },
  { id: 'A-1045', customer: 'Valentina Rossi', email: 'valentina.rossi@example.com', placed: '2025-04-04', items: 2, total: 76.25 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'placed', headerName: 'Placed', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 100 },
];

// Columns to hide below the `sm` breakpoint (600px by default).
const smallScreenModel: GridColumnVisibilityModel = { email: false, placed: false, items: false };

export default function ColumnRecipesResponsive() {
  const theme = useTheme();
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [visibilityModel, setVisibilityModel] = useState<GridColumnVisibilityModel>({});

  // Apply the preset each time the screen crosses the breakpoint.
  // Between crossings, users can still show or hide columns from the column menu.
  useEffect(() => {
    setVisibilityModel(isSmallScreen ? smallScreenModel : {});
  }, [isSmallScreen]);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnVisibilityModel={visibilityModel}
        onColumnVisibilityModelChange={setVisibilityModel}
      />
    </div>
  );
}
