import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Rate {
  code: string;
  currency: string;
  perEuro: number;
}

// No `id` here: the ISO currency code is already unique.
const rates: Rate[] = [
  { code: 'USD', currency: 'US dollar', perEuro: 1.0842 },
  { code: 'JPY', currency: 'Japanese yen', perEuro: 161.37 },
  { code: 'GBP', currency: 'Pound sterling', perEuro: 0.8451 },
  { code: 'CHF', currency: 'Swiss franc', perEuro: 0.9562 },
  { code: 'SEK', currency: 'Swedish krona', perEuro: 11.294 },
];

const columns: GridColDef<Rate>[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'currency', headerName: 'Currency', flex: 1, minWidth: 160 },
  { field: 'perEuro', headerName: 'Units per €1', type: 'number', width: 130 },
];

// Defined outside the component, so the grid gets the same function on every render.
const getRowId: GridRowIdGetter<Rate> = (row) => row.code;

export default function CurrencyRowIdGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rates} columns={columns} getRowId={getRowId} />
    </div>
  );
}
