import type { MouseEvent } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';
import {
  DataGrid,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridSortDirection,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  price: number;
  bedrooms: number;
  listed: Date;
}

const listings: Listing[] = [
  { id: 1, address: '14 Rue des Tanneurs, Lyon', price: 385000, bedrooms: 3, listed: new Date(2025, 3, 2) },
  { id: 2, address: '7 Calle del Pez, Madrid', price: 512000, bedrooms: 2, listed: new Date(2025, 2, 18) },
  { id: 3, address: '22 Keizersgracht, Amsterdam', price: 940000, bedrooms: 4, listed: new Date(2025, 4, 9) },
  { id: 4, address: '3 Via Garibaldi, Turin', price: 268000, bedrooms: 2, listed: new Date(2025, 1, 27) },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 220 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'listed', headerName: 'Listed', type: 'date', width: 120 },
];

// Labels that say what the order means for each type of column.
const labels: Record<string, [string, string]> = {
  number: ['Smallest first', 'Largest first'],
  date: ['Oldest first', 'Newest first'],
  string: ['A to Z', 'Z to A'],
};

// Replaces the default sort item: same job, plainer wording.
function PlainSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const current = sortModel.find((item) => item.field === colDef.field)?.sort;
  const [ascLabel, descLabel] = labels[colDef.type ?? 'string'] ?? labels.string;

  const sortBy = (direction: GridSortDirection) => (event: MouseEvent<HTMLElement>) => {
    apiRef.current.sortColumn(colDef.field, direction);
    onClick(event);
  };

  return (
    <>
      <MenuItem selected={current === 'asc'} onClick={sortBy('asc')}>
        <ListItemIcon>
          {current === 'asc' ? <CheckIcon fontSize="small" /> : <ArrowUpwardIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{ascLabel}</ListItemText>
      </MenuItem>
      <MenuItem selected={current === 'desc'} onClick={sortBy('desc')}>
        <ListItemIcon>
          {current === 'desc' ? <CheckIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </ListItemIcon>
        <ListItemText>{descLabel}</ListItemText>
      </MenuItem>
      {current ? (
        <MenuItem onClick={sortBy(null)}>
          <ListItemIcon>
            <ClearIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Clear sorting</ListItemText>
        </MenuItem>
      ) : null}
    </>
  );
}

export default function ColumnMenuOverrideItem() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={listings}
        columns={columns}
        hideFooter
        slotProps={{
          // Same slot name as the default item: yours takes its place, at the same position.
          columnMenu: { slots: { columnMenuSortItem: PlainSortItem } },
        }}
      />
    </div>
  );
}
