import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridDateOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

const DAY = 24 * 60 * 60 * 1000;
// A fixed "today" keeps the demo's result stable. In your app, use `Date.now()`.
const TODAY = new Date(2025, 5, 30).getTime();
const daysAgo = (days: number) => new Date(TODAY - days * DAY);

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  lastReply: Date;
}

const tickets: Ticket[] = [
  { id: 5201, subject: 'Refund not received', customer: 'Priya Nair', lastReply: daysAgo(2) },
  { id: 5188, subject: 'Wrong size delivered', customer: 'Tomás Silva', lastReply: daysAgo(6) },
  { id: 5142, subject: 'Cannot change delivery address', customer: 'Hannah Koch', lastReply: daysAgo(12) },
  { id: 5097, subject: 'Discount code rejected', customer: 'Olu Adeyemi', lastReply: daysAgo(25) },
  { id: 5013, subject: 'Parcel marked delivered, not here', customer: 'Mei Lin', lastReply: daysAgo(41) },
  { id: 4968, subject: 'Question about warranty', customer: 'Lars Eriksen', lastReply: daysAgo(74) },
  { id: 4890, subject: 'Account locked after update', customer: 'Chloé Martin', lastReply: daysAgo(120) },
];

// The value input: a select instead of a text field.
function PeriodInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <TextField
      select
      size="small"
      label="Period"
      value={item.value ?? ''}
      onChange={(event) => applyValue({ ...item, value: Number(event.target.value) })}
      inputRef={focusElementRef}
      sx={{ minWidth: 120 }}
    >
      {[7, 30, 90].map((days) => (
        <MenuItem key={days} value={days}>
          {days} days
        </MenuItem>
      ))}
    </TextField>
  );
}

const inLastDaysOperator: GridFilterOperator<Ticket, Date> = {
  label: 'in the last',
  value: 'inLastDays',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null; // No period picked yet: keep every row.
    }
    const since = TODAY - Number(filterItem.value) * DAY;
    return (value) => value != null && value.getTime() >= since;
  },
  InputComponent: PeriodInput,
};

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  {
    field: 'lastReply',
    headerName: 'Last reply',
    type: 'date',
    width: 120,
    filterOperators: [inLastDaysOperator, ...getGridDateOperators()],
  },
];

export default function FilteringLastDaysOperator() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'lastReply', operator: 'inLastDays', value: 30 }] },
          },
        }}
      />
    </div>
  );
}
