import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useDateManager } from '@mui/x-date-pickers/managers';
import { useValidation } from '@mui/x-date-pickers/validation';

function ReadOnlyDateField(props: DatePickerFieldProps) {
  // internalProps holds the validation props the picker passes down (here, shouldDisableDate).
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  const placeholder = useParsedFormat();
  const { validator } = useDateManager();
  const { hasValidationError } = useValidation({
    validator,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const text = picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : '';

  return (
    <TextField
      id={forwardedProps.id}
      ref={ref}
      label={picker.label}
      name={picker.name}
      value={text}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={hasValidationError ? 'Deliveries run from Monday to Friday' : ' '}
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      // A click anywhere on the field opens the picker; the button's click bubbles up to here.
      onClick={() => picker.setOpen(true)}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={translations.openDatePickerDialogue(text || null)}>
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function FieldReadOnlyInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={dayjs('2025-10-11')}
        shouldDisableDate={isWeekend}
        slots={{ field: ReadOnlyDateField }}
      />
    </LocalizationProvider>
  );
}
