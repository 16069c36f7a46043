import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  total: number;
  items: string[];
}

const orders: Order[] = [
  { id: 5011, customer: 'Ines Ferreira', total: 84.5, items: ['Linen shirt', 'Canvas tote'] },
  { id: 5012, customer: 'Tariq Haddad', total: 212, items: ['Walking boots', 'Wool socks (3 pairs)', 'Rain jacket'] },
  { id: 5013, customer: 'Sanne de Vries', total: 39.9, items: ['Enamel mug'] },
  { id: 5014, customer: 'Ravi Menon', total: 129, items: ['Desk lamp', 'LED bulb (2)'] },
  { id: 5015, customer: 'Zofia Nowak', total: 64, items: ['Cotton throw', 'Cushion cover'] },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <Box sx={{ px: 7, py: 1.5 }}>
    <Typography variant="subtitle2">Items</Typography>
    {row.items.map((item) => (
      <Typography key={item} variant="body2">
        {item}
      </Typography>
    ))}
  </Box>
);

const getDetailPanelHeight = () => 'auto' as const;

export default function RowRecipeExpandOnClick() {
  const [expanded, setExpanded] = useState<Set<GridRowId>>(() => new Set());

  // Toggle the row's panel on any click in the row, not only on the chevron.
  const handleRowClick = useCallback((params: GridRowParams<Order>) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(params.id)) {
        next.delete(params.id);
      } else {
        next.add(params.id);
      }
      return next;
    });
  }, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={setExpanded}
        onRowClick={handleRowClick}
        disableRowSelectionOnClick
        hideFooter
      />
    </div>
  );
}
