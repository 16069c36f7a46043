import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { unstable_useDateField as useDateField, type UseDateFieldProps } from '@mui/x-date-pickers/DateField';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function PublishDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // `false`: one <input> holds the whole date, as in version 6.
  const {
    openPickerAriaLabel,
    clearable,
    onClear,
    enableAccessibleFieldDOMStructure,
    readOnly,
    inputRef,
    inputMode,
    onKeyDown,
    onPaste,
    ...textFieldProps
  } = useDateField<false, UseDateFieldProps<false> & { id?: string }>({
    ...internalProps,
    id: forwardedProps.id,
    enableAccessibleFieldDOMStructure: false,
  });
  const ref = useForkRef(picker.rootRef, picker.triggerRef);

  return (
    <TextField
      {...textFieldProps}
      ref={ref}
      label={picker.label}
      name={picker.name}
      className={picker.rootClassName}
      sx={picker.rootSx}
      helperText="Articles go live at 06:00 on this day"
      slotProps={{
        // The keyboard and paste handlers belong on the <input> itself.
        htmlInput: { ref: inputRef, inputMode, onKeyDown, onPaste },
        input: {
          readOnly,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={openPickerAriaLabel} onClick={() => picker.setOpen((open) => !open)}>
                <ScheduleSendIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function CustomFieldMaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Publish on"
        defaultValue={dayjs('2025-11-20')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ field: PublishDateField }}
        sx={{ width: 280 }}
      />
    </LocalizationProvider>
  );
}
