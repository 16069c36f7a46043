import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import {
  DataGrid,
  GridColumnMenu,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
  status: string;
}

const invoices: Invoice[] = [
  { id: 'INV-2301', client: 'Harbour Dental', issued: '2025-03-03', amount: 1280, status: 'Paid' },
  { id: 'INV-2302', client: 'Kestrel Studio', issued: '2025-03-07', amount: 640, status: 'Overdue' },
  { id: 'INV-2303', client: 'Lindqvist Timber', issued: '2025-03-12', amount: 3920, status: 'Sent' },
  { id: 'INV-2304', client: 'Harbour Dental', issued: '2025-03-18', amount: 410, status: 'Overdue' },
  { id: 'INV-2305', client: 'Ocampo & Reyes', issued: '2025-03-24', amount: 2150, status: 'Paid' },
  { id: 'INV-2306', client: 'Kestrel Studio', issued: '2025-03-29', amount: 975, status: 'Sent' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Sent', 'Paid', 'Overdue'],
    width: 110,
  },
];

// A menu item receives the column (`colDef`) and `onClick`, which closes the menu.
function ClearFilterItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        const model = gridFilterModelSelector(apiRef);
        apiRef.current.setFilterModel({
          ...model,
          items: model.items.filter((item) => item.field !== colDef.field),
        });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FilterAltOffIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Clear this filter</ListItemText>
    </MenuItem>
  );
}

const filteredColumnSlots = { columnMenuClearFilterItem: ClearFilterItem };
const noExtraSlots = {};
const itemOrder = { columnMenuClearFilterItem: { displayOrder: 25 } };

// The column menu slot: the default menu, plus one item on the columns that have a filter.
function FilterAwareColumnMenu(props: GridColumnMenuProps) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const isFiltered = filterModel.items.some((item) => item.field === props.colDef.field);

  return <GridColumnMenu {...props} slots={isFiltered ? filteredColumnSlots : noExtraSlots} slotProps={itemOrder} />;
}

export default function ComponentsColumnMenuClearFilter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        slots={{ columnMenu: FilterAwareColumnMenu }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Overdue' }] } },
        }}
      />
    </div>
  );
}
