import {
  DataGridPro,
  GridHeaderFilterCell,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  channel: string;
  waitingHours: number;
}

const tickets: Ticket[] = [
  { id: 4101, subject: 'Refund for a double charge', customer: 'Ingrid Solberg', channel: 'Email', waitingHours: 30 },
  { id: 4102, subject: 'Cannot add a second user', customer: 'Kwame Asante', channel: 'Chat', waitingHours: 2 },
  { id: 4103, subject: 'Invoice shows the wrong VAT number', customer: 'Lucía Romero', channel: 'Email', waitingHours: 51 },
  { id: 4104, subject: 'App logs me out every hour', customer: 'Hiroshi Sato', channel: 'Phone', waitingHours: 5 },
  { id: 4105, subject: 'Export to Excel is empty', customer: 'Amara Nwosu', channel: 'Chat', waitingHours: 12 },
  { id: 4106, subject: 'Change the billing address', customer: 'Pieter de Vries', channel: 'Email', waitingHours: 73 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: ['Chat', 'Email', 'Phone'],
    width: 150,
  },
  { field: 'waitingHours', headerName: 'Waiting (h)', type: 'number', width: 160 },
];

// Wraps the default cell: every header filter that has a value gets a tinted background.
function HighlightedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const { item, colDef, headerClassName } = props;
  const operator = colDef.filterOperators?.find((filterOperator) => filterOperator.value === item.operator);
  const isActive =
    (item.value !== undefined && item.value !== '') || operator?.requiresFilterValue === false;
  return (
    <GridHeaderFilterCell
      {...props}
      headerClassName={[headerClassName, isActive ? 'header-filter--active' : ''].join(' ')}
    />
  );
}

export default function HeaderFiltersCellSlot() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={columns}
        headerFilters
        slots={{ headerFilterCell: HighlightedHeaderFilterCell }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 'email', field: 'channel', operator: 'is', value: 'Email' },
                { id: 'waiting', field: 'waitingHours', operator: '>', value: 24 },
              ],
            },
          },
        }}
        sx={{ '& .header-filter--active': { backgroundColor: 'rgba(25, 118, 210, 0.08)' } }}
      />
    </div>
  );
}
