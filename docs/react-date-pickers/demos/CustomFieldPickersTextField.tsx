import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField, type UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';

const issuedOn = dayjs('2025-09-01');

function DueDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // The hook runs the section editing of the built-in field: keyboard, paste, validation.
  const { openPickerAriaLabel, clearable, onClear, enableAccessibleFieldDOMStructure, readOnly, ...textFieldProps } =
    useDateField<true, UseDateFieldProps<true> & { id?: string }>({ ...internalProps, id: forwardedProps.id });
  const days = picker.value?.isValid() ? picker.value.diff(issuedOn, 'day') : null;

  return (
    <PickersTextField
      {...textFieldProps}
      ref={picker.rootRef}
      label={picker.label}
      name={picker.name}
      className={picker.rootClassName}
      sx={picker.rootSx}
      helperText={days === null ? 'Issued on 1 September 2025' : `Payment term: ${days} days`}
      InputProps={{
        // The popover opens under the element that holds triggerRef.
        ref: picker.triggerRef,
        readOnly,
        endAdornment: (
          <InputAdornment position="end">
            <IconButton edge="end" aria-label={openPickerAriaLabel} onClick={() => picker.setOpen((open) => !open)}>
              <EditCalendarIcon />
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  );
}

export default function CustomFieldPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Payment due"
        defaultValue={dayjs('2025-10-01')}
        minDate={issuedOn}
        slots={{ field: DueDateField }}
        sx={{ width: 280 }}
      />
    </LocalizationProvider>
  );
}
