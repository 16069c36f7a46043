import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';

interface Seat {
  id: string;
  row: string;
  number: number;
  price: number;
  status: 'Available' | 'Sold';
}

const seats: Seat[] = [
  { id: 'F11', row: 'F', number: 11, price: 48, status: 'Available' },
  { id: 'F12', row: 'F', number: 12, price: 48, status: 'Sold' },
  { id: 'F13', row: 'F', number: 13, price: 48, status: 'Available' },
  { id: 'G07', row: 'G', number: 7, price: 42, status: 'Sold' },
  { id: 'G08', row: 'G', number: 8, price: 42, status: 'Available' },
  { id: 'G09', row: 'G', number: 9, price: 42, status: 'Available' },
];

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Seat', width: 80 },
  { field: 'row', headerName: 'Row', width: 70 },
  { field: 'number', headerName: 'No.', type: 'number', width: 70 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 100 },
];

// Sold seats show a disabled checkbox and ignore clicks, including "select all".
const isRowSelectable = (params: GridRowParams<Seat>) => params.row.status === 'Available';

export default function RowSelectionSelectable() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={seats} columns={columns} checkboxSelection isRowSelectable={isRowSelectable} />
    </div>
  );
}
