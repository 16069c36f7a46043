import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  GridCellModes,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Priority = 'Low' | 'Normal' | 'High' | 'Urgent';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  assignee: string;
}

const priorities: Priority[] = ['Low', 'Normal', 'High', 'Urgent'];
const agents = ['Hana Sato', 'Owen Price', 'Zainab Yusuf'];

const tickets: Ticket[] = [
  { id: 4102, subject: 'Cannot reset my password', priority: 'High', assignee: 'Hana Sato' },
  { id: 4103, subject: 'Invoice shows the wrong VAT rate', priority: 'Normal', assignee: 'Owen Price' },
  { id: 4104, subject: 'Checkout page times out', priority: 'Urgent', assignee: 'Zainab Yusuf' },
  { id: 4105, subject: 'Request for a dark theme', priority: 'Low', assignee: 'Hana Sato' },
];

function PriorityEditCell({ id, field, value }: GridRenderEditCellParams<Ticket, Priority>) {
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Priority>) => {
    // Store the new value first; the promise says whether it is valid.
    const isValid = await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    // Then leave edit mode, which saves the cell, unless Enter already did.
    if (isValid && apiRef.current.getCellMode(id, field) === GridCellModes.Edit) {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Select<Priority> value={value ?? 'Normal'} onChange={handleChange} defaultOpen fullWidth size="small">
      {priorities.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {priority}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority (saves on pick)',
    width: 180,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Ticket, Priority>) => <PriorityEditCell {...params} />,
  },
  {
    field: 'assignee',
    headerName: 'Assignee (built-in)',
    type: 'singleSelect',
    valueOptions: agents,
    width: 170,
    editable: true,
  },
];

export default function EditingAutoStopSelect() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} hideFooter />
    </div>
  );
}
