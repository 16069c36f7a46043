import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Stock {
  id: number;
  symbol: string;
  company: string;
  price: number;
  change: number;
  volume: number;
}

const stocks: Stock[] = [
  { id: 1, symbol: 'ASML', company: 'ASML Holding', price: 912.4, change: 1.8, volume: 1.2 },
  { id: 2, symbol: 'SAP', company: 'SAP SE', price: 178.9, change: -0.6, volume: 2.9 },
  { id: 3, symbol: 'NOVO', company: 'Novo Nordisk', price: 96.3, change: -2.4, volume: 4.1 },
  { id: 4, symbol: 'SIE', company: 'Siemens', price: 171.2, change: 0, volume: 1.7 },
  { id: 5, symbol: 'MC', company: 'LVMH', price: 702.5, change: 3.1, volume: 0.6 },
  { id: 6, symbol: 'TTE', company: 'TotalEnergies', price: 61.8, change: -0.2, volume: 5.3 },
];

const columns: GridColDef<Stock>[] = [
  // A string: every cell of the column gets the class.
  { field: 'symbol', headerName: 'Symbol', width: 90, cellClassName: 'cell--symbol' },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  {
    field: 'change',
    headerName: 'Change %',
    type: 'number',
    width: 100,
    headerClassName: 'header--change',
    // A function: the class depends on the cell's value.
    cellClassName: (params: GridCellParams<Stock, number>) => {
      if (params.value === undefined || params.value === 0) return '';
      return params.value > 0 ? 'cell--up' : 'cell--down';
    },
  },
  { field: 'volume', headerName: 'Volume (M)', type: 'number', width: 110 },
];

// The grid-level callback sees every cell, so it can compare fields of the row.
const getCellClassName = (params: GridCellParams<Stock>) =>
  params.field === 'volume' && params.row.volume > 4 ? 'cell--heavy' : '';

export default function StyleCellClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        '& .cell--symbol': { fontFamily: 'monospace', fontWeight: 700 },
        '& .header--change': { color: 'primary.main' },
        // The dark shades read on a light page, the light ones on a dark page.
        '& .cell--up': {
          color: (theme.vars || theme).palette.success.dark,
          bgcolor: 'rgba(46, 125, 50, 0.08)',
          ...theme.applyStyles('dark', { color: (theme.vars || theme).palette.success.light }),
        },
        '& .cell--down': {
          color: (theme.vars || theme).palette.error.dark,
          bgcolor: 'rgba(211, 47, 47, 0.08)',
          ...theme.applyStyles('dark', { color: (theme.vars || theme).palette.error.light }),
        },
        '& .cell--heavy': { fontWeight: 700 },
      })}
    >
      <DataGrid rows={stocks} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
