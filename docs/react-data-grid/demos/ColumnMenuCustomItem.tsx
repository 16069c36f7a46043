import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

const expenses = [
  { id: 1, employee: 'Noor Khalil', trip: 'Client visit, Rotterdam', travel: 184.5, hotel: 238, meals: 61.2 },
  { id: 2, employee: 'Stefan Ionescu', trip: 'Trade fair, Milan', travel: 312.9, hotel: 540, meals: 143.75 },
  { id: 3, employee: 'Julia Kowalczyk', trip: 'Training, Dublin', travel: 221, hotel: 176, meals: 48.9 },
  { id: 4, employee: 'Tomás Ruiz', trip: 'Audit, Lyon', travel: 96.4, hotel: 312, meals: 87.3 },
];

const columns: GridColDef[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  { field: 'trip', headerName: 'Trip', flex: 1, minWidth: 180 },
  { field: 'travel', headerName: 'Travel (€)', type: 'number', width: 110 },
  { field: 'hotel', headerName: 'Hotel (€)', type: 'number', width: 110 },
  { field: 'meals', headerName: 'Meals (€)', type: 'number', width: 110 },
];

// A menu item receives the column (`colDef`) and `onClick`, which closes the menu.
function ColumnTotalItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const values = apiRef.current.getAllRowIds().map((id) => Number(apiRef.current.getCellValue(id, colDef.field)));
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={`Total: €${total.toFixed(2)}`}
        secondary={`Average: €${(total / values.length).toFixed(2)}`}
      />
    </MenuItem>
  );
}

// The menu is still the default GridColumnMenu, with one more item for number columns.
function ExpenseColumnMenu(props: GridColumnMenuProps) {
  const isNumber = props.colDef.type === 'number';
  return (
    <GridColumnMenu
      {...props}
      slots={isNumber ? { columnMenuUserItem: ColumnTotalItem } : {}}
      slotProps={{ columnMenuUserItem: { displayOrder: 5 } }}
    />
  );
}

export default function ColumnMenuCustomItem() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={expenses} columns={columns} slots={{ columnMenu: ExpenseColumnMenu }} hideFooter />
    </div>
  );
}
