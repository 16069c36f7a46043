import { DataGrid, gridClasses, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
}

const rows: Ticket[] = [
  { id: 801, subject: 'Refund not received', customer: 'Olga Petrova', priority: 'High' },
  { id: 802, subject: 'Change delivery address', customer: 'Samuel Adeyemi', priority: 'Normal' },
  { id: 803, subject: 'Coupon code rejected', customer: 'Lucía Torres', priority: 'Normal' },
  { id: 804, subject: 'Damaged parcel', customer: 'Jonas Lindqvist', priority: 'High' },
  { id: 805, subject: 'Question about sizes', customer: 'Priya Nair', priority: 'Low' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 90 },
];

// 6px above and below each row, except above the first and below the last.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 6,
  bottom: params.isLastVisible ? 0 : 6,
});

export default function RowHeightSpacing() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        // Give rows a background so the gaps between them show.
        sx={{ [`& .${gridClasses.row}`]: { bgcolor: 'action.hover', borderRadius: 1 } }}
      />
    </div>
  );
}
