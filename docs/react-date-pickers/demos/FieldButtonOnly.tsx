import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function PickDateButton(props: DatePickerFieldProps) {
  // The field gets the value, the label and the open state from the picker's context.
  const picker = usePickerContext<Dayjs | null>();
  // triggerRef anchors the popover; rootRef forwards the ref passed to the picker.
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Button
      id={props.id}
      ref={ref}
      variant="outlined"
      startIcon={<EventIcon />}
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {picker.value === null ? picker.label : picker.value.format(picker.fieldFormat)}
    </Button>
  );
}

export default function FieldButtonOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Pick a date" format="ddd D MMM YYYY" slots={{ field: PickDateButton }} />
    </LocalizationProvider>
  );
}
