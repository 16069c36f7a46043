import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Order {
  id: string;
  customer: string;
  email: string;
  address: string;
  total: number;
}

const rows: Order[] = [
  { id: 'ORD-7710', customer: 'Mia Hoffmann', email: 'mia.hoffmann@example.com', address: 'Lindenstraße 12, 10969 Berlin', total: 184.9 },
  { id: 'ORD-7711', customer: 'Yaw Darko', email: 'yaw.darko@example.com', address: '22 Ring Road, Accra', total: 59.0 },
  { id: 'ORD-7712', customer: 'Sara Lindgren', email: 'sara.lindgren@example.com', address: 'Drottninggatan 5, 111 51 Stockholm', total: 312.4 },
  { id: 'ORD-7713', customer: 'Mateo Álvarez', email: 'mateo.alvarez@example.com', address: 'Calle de Alcalá 44, 28014 Madrid', total: 97.5 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

// The panel content can be any React node.
function OrderDetails({ order }: { order: Order }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2">Shipping to</Typography>
      <Typography variant="body2">{order.address}</Typography>
      <Typography variant="body2" color="text.secondary">
        {order.email}
      </Typography>
    </Box>
  );
}

export default function MasterDetailBasic() {
  // Keep both functions stable: the grid recomputes every panel when they change.
  const getDetailPanelContent = useCallback(({ row }: GridRowParams<Order>) => <OrderDetails order={row} />, []);
  const getDetailPanelHeight = useCallback(() => 110, []);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
