import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DataGrid,
  getGridDateOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Shipment {
  id: string;
  customer: string;
  destination: string;
  shipBy: Date;
  delivered: Date | null;
}

// Edit mode: a date picker that writes a Date into the cell being edited.
function PickerEditCell({
  id,
  field,
  value,
  hasFocus,
}: GridRenderEditCellParams<Shipment, Date | null, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      autoFocus={hasFocus}
      onChange={(newValue) =>
        apiRef.current.setEditCellValue({ id, field, value: newValue?.isValid() ? newValue.toDate() : null })
      }
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

// Filter input: the same picker in the filter panel.
function PickerFilterInput({ item, applyValue }: GridFilterInputValueProps) {
  return (
    <DatePicker
      label="Value"
      value={item.value ? dayjs(item.value) : null}
      // The built-in date operators expect a 'YYYY-MM-DD' string (or a Date at UTC midnight).
      onChange={(newValue) =>
        applyValue({ ...item, value: newValue?.isValid() ? newValue.format('YYYY-MM-DD') : undefined })
      }
      slotProps={{ textField: { size: 'small', variant: 'standard' } }}
    />
  );
}

const pickerDateColumn: GridColTypeDef<Date, string> = {
  type: 'date',
  width: 180,
  valueFormatter: (value: Date | null) => (value ? dayjs(value).format('D MMM YYYY') : ''),
  renderEditCell: (params) => <PickerEditCell {...params} />,
  // Keep the built-in date operators, with the picker as their input.
  filterOperators: getGridDateOperators().map((operator) => ({
    ...operator,
    InputComponent: operator.InputComponent ? PickerFilterInput : undefined,
  })),
};

const shipments: Shipment[] = [
  { id: 'SH-2041', customer: 'Nordlys Optics', destination: 'Bergen', shipBy: new Date(2025, 2, 10), delivered: new Date(2025, 2, 13) },
  { id: 'SH-2042', customer: 'Casa Verde', destination: 'Porto', shipBy: new Date(2025, 2, 12), delivered: new Date(2025, 2, 18) },
  { id: 'SH-2043', customer: 'Kiri Tea House', destination: 'Osaka', shipBy: new Date(2025, 2, 14), delivered: null },
  { id: 'SH-2044', customer: 'Atlas Bikes', destination: 'Lyon', shipBy: new Date(2025, 2, 17), delivered: null },
  { id: 'SH-2045', customer: 'Mapleleaf Books', destination: 'Halifax', shipBy: new Date(2025, 2, 21), delivered: null },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'destination', headerName: 'Destination', width: 110 },
  { field: 'shipBy', headerName: 'Ship by', editable: true, ...pickerDateColumn },
  { field: 'delivered', headerName: 'Delivered', editable: true, ...pickerDateColumn },
];

export default function CustomColumnsDatePicker() {
  return (
    // The pickers need a date library adapter above them.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={shipments} columns={columns} showToolbar hideFooter />
      </div>
    </LocalizationProvider>
  );
}
