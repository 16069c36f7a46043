import { useMemo, useState } from 'react';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid-pro';

interface Stock {
  id: string;
  name: string;
  price: number;
  change: number;
}

const allStocks: Stock[] = [
  { id: 'ASML', name: 'ASML Holding', price: 912.4, change: 1.8 },
  { id: 'SAP', name: 'SAP', price: 176.02, change: -0.6 },
  { id: 'NESN', name: 'Nestlé', price: 94.31, change: 0.2 },
  { id: 'MC', name: 'LVMH', price: 744.9, change: -1.4 },
  { id: 'SIE', name: 'Siemens', price: 171.58, change: 0.9 },
  { id: 'NOVO-B', name: 'Novo Nordisk', price: 842.1, change: 2.3 },
  { id: 'TTE', name: 'TotalEnergies', price: 61.7, change: -0.3 },
];

export default function RowPinningActions() {
  const [pinnedIds, setPinnedIds] = useState<string[]>(['NESN']);

  const columns = useMemo<GridColDef<Stock>[]>(
    () => [
      {
        field: 'pin',
        type: 'actions',
        width: 60,
        renderCell: (params) => {
          // Rows rendered in the pinned section have a `pinnedRow` node.
          const isPinned = params.rowNode.type === 'pinnedRow';
          const toggle = () =>
            setPinnedIds((ids) => (isPinned ? ids.filter((id) => id !== params.row.id) : [...ids, params.row.id]));
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={isPinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
                label={isPinned ? 'Unpin' : 'Pin to top'}
                onClick={toggle}
              />
            </GridActionsCell>
          );
        },
      },
      { field: 'id', headerName: 'Ticker', width: 90 },
      { field: 'name', headerName: 'Company', flex: 1, minWidth: 140 },
      { field: 'price', headerName: 'Price (€)', type: 'number', width: 90 },
      { field: 'change', headerName: 'Change %', type: 'number', width: 100 },
    ],
    [],
  );

  // A row must be in `rows` or in `pinnedRows`, never in both.
  const pinnedRows = useMemo(() => ({ top: allStocks.filter((stock) => pinnedIds.includes(stock.id)) }), [pinnedIds]);
  const rows = useMemo(() => allStocks.filter((stock) => !pinnedIds.includes(stock.id)), [pinnedIds]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </div>
  );
}
