import { useMemo, useState, type MouseEvent } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  items: number;
  total: number;
  status: 'New' | 'Packed' | 'Shipped';
}

const initialOrders: Order[] = [
  { id: 'SO-5810', customer: 'Ingrid Solberg', items: 3, total: 87.4, status: 'New' },
  { id: 'SO-5811', customer: 'Kwame Asante', items: 1, total: 24.9, status: 'Packed' },
  { id: 'SO-5812', customer: 'Sofia Marino', items: 6, total: 212, status: 'New' },
  { id: 'SO-5813', customer: 'Arjun Mehta', items: 2, total: 59.5, status: 'Shipped' },
  { id: 'SO-5814', customer: 'Claire Dubois', items: 4, total: 131.2, status: 'New' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

interface MenuState {
  rowId: string;
  top: number;
  left: number;
}

export default function ComponentsRowContextMenu() {
  const [orders, setOrders] = useState(initialOrders);
  const [menu, setMenu] = useState<MenuState | null>(null);

  // Memoized: a new slotProps object on each render would re-render every row.
  const slotProps = useMemo(
    () => ({
      row: {
        onContextMenu: (event: MouseEvent<HTMLDivElement>) => {
          event.preventDefault();
          const row = event.currentTarget;
          // A context menu opened from the keyboard has no pointer position: use the row's.
          const fromKeyboard = event.clientX === 0 && event.clientY === 0;
          const rect = row.getBoundingClientRect();
          setMenu({
            rowId: row.dataset.id ?? '',
            top: fromKeyboard ? rect.bottom : event.clientY,
            left: fromKeyboard ? rect.left + 16 : event.clientX,
          });
        },
      },
    }),
    [],
  );

  const closeMenu = () => setMenu(null);
  const selected = orders.find((order) => order.id === menu?.rowId);

  const markShipped = () => {
    setOrders((current) =>
      current.map((order) => (order.id === menu?.rowId ? { ...order, status: 'Shipped' } : order)),
    );
    closeMenu();
  };

  const duplicate = () => {
    setOrders((current) => {
      const source = current.find((order) => order.id === menu?.rowId);
      if (!source) return current;
      const lastNumber = Math.max(...current.map((order) => Number(order.id.slice(3))));
      return [...current, { ...source, id: `SO-${lastNumber + 1}`, status: 'New' }];
    });
    closeMenu();
  };

  const remove = () => {
    setOrders((current) => current.filter((order) => order.id !== menu?.rowId));
    closeMenu();
  };

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} slotProps={slotProps} hideFooter />
      <Menu
        open={menu !== null}
        onClose={closeMenu}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        // A right-click outside the menu closes it instead of opening the browser's menu.
        onContextMenu={(event) => {
          event.preventDefault();
          closeMenu();
        }}
      >
        <MenuItem onClick={markShipped} disabled={selected?.status === 'Shipped'}>
          <ListItemIcon>
            <CheckCircleOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Mark as shipped</ListItemText>
        </MenuItem>
        <MenuItem onClick={duplicate}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Duplicate</ListItemText>
        </MenuItem>
        <MenuItem onClick={remove}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </div>
  );
}
