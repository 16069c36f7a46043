import Box from '@mui/material/Box';
import { DataGridPro, gridClasses, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Rep {
  id: number | string;
  name: string;
  deals: number;
  revenue: number;
}

const reps: Rep[] = [
  { id: 1, name: 'Chiara Bianchi', deals: 18, revenue: 212000 },
  { id: 2, name: 'Oluwaseun Adeyemi', deals: 22, revenue: 248500 },
  { id: 3, name: 'Hanna Lindqvist', deals: 15, revenue: 176300 },
  { id: 4, name: 'Rafael Moreno', deals: 19, revenue: 201900 },
  { id: 5, name: 'Yuki Sato', deals: 12, revenue: 139400 },
];

const columns: GridColDef<Rep>[] = [
  { field: 'name', headerName: 'Sales rep', flex: 1, minWidth: 160 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

const pinnedRows: GridPinnedRowsProp<Rep> = {
  top: [{ id: 'target', name: 'Quarterly target per rep', deals: 20, revenue: 200000 }],
  bottom: [
    {
      id: 'team',
      name: 'Team total',
      deals: reps.reduce((sum, rep) => sum + rep.deals, 0),
      revenue: reps.reduce((sum, rep) => sum + rep.revenue, 0),
    },
  ],
};

export default function RowPinningStyled() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // Style every row in a pinned section through the section's class.
        [`& .${gridClasses['pinnedRows--top']} .${gridClasses.row}`]: {
          color: 'text.secondary',
          fontStyle: 'italic',
        },
        [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.row}`]: {
          fontWeight: 'bold',
          bgcolor: 'action.hover',
        },
      }}
    >
      <DataGridPro
        rows={reps}
        columns={columns}
        pinnedRows={pinnedRows}
        pinnedRowsSectionSeparator="border"
        hideFooter
      />
    </Box>
  );
}
