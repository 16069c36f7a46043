import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import CakeIcon from '@mui/icons-material/Cake';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useDateManager } from '@mui/x-date-pickers/managers';
import { useValidation } from '@mui/x-date-pickers/validation';

// The mask only fits a numeric format with a fixed length.
const FORMAT = 'DD/MM/YYYY';

// Keep the digits and put the slashes back: "1203199" becomes "12/03/199".
function applyMask(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

function MaskedDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { validator } = useDateManager();
  const { hasValidationError } = useValidation({
    validator,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const ref = useForkRef(picker.rootRef, picker.triggerRef);

  const [text, setText] = React.useState(() => (picker.value?.isValid() ? picker.value.format(FORMAT) : ''));
  // A date picked in the calendar replaces what was typed.
  const pickedText = picker.value?.isValid() ? picker.value.format(FORMAT) : null;
  React.useEffect(() => {
    if (pickedText !== null) {
      setText(pickedText);
    }
  }, [pickedText]);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value);
    setText(masked);
    // A complete text becomes a date (possibly an invalid one, such as 31/02); anything shorter is no date.
    const newValue = masked.length === FORMAT.length ? adapter.parse(masked, FORMAT) : null;
    if (newValue !== null || picker.value !== null) {
      // shouldClose: false, like the built-in field, so typing never closes an open calendar.
      picker.setValue(newValue, { shouldClose: false });
    }
  };

  return (
    <TextField
      id={forwardedProps.id}
      ref={ref}
      label={picker.label}
      name={picker.name}
      value={text}
      onChange={handleChange}
      placeholder="dd/mm/yyyy"
      error={hasValidationError}
      helperText={
        hasValidationError
          ? 'Enter a real date, not in the future'
          : 'Type the 8 digits, the slashes come by themselves'
      }
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'bday' },
        input: {
          readOnly: picker.readOnly,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={translations.openDatePickerDialogue(pickedText)}
                onClick={() => picker.setOpen((open) => !open)}
              >
                <CakeIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function CustomFieldMaskedInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        format={FORMAT}
        views={['year', 'month', 'day']}
        openTo="year"
        referenceDate={dayjs('1990-01-01')}
        disableFuture
        slots={{ field: MaskedDateField }}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
