import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, usePickerTranslations, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useDateManager } from '@mui/x-date-pickers/managers';
import { useValidation } from '@mui/x-date-pickers/validation';

// The dates on which the training session runs, and the sessions that are full.
const sessionDays = ['2025-09-04', '2025-09-11', '2025-09-18', '2025-10-02', '2025-10-16'].map((day) => dayjs(day));
const fullDays = new Set(['2025-09-11']);
const isUnavailable = (day: Dayjs) =>
  fullDays.has(day.format('YYYY-MM-DD')) || !sessionDays.some((session) => session.isSame(day, 'day'));

function SessionDayField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  const { validator } = useDateManager();
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Autocomplete
      id={forwardedProps.id}
      ref={ref}
      options={sessionDays}
      value={picker.value}
      // Write the choice back to the picker, with its validation error.
      onChange={(_event, day) => picker.setValue(day, { validationError: getValidationErrorForNewValue(day) })}
      getOptionLabel={(day) => day.format(picker.fieldFormat)}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      getOptionDisabled={(day) => getValidationErrorForNewValue(day) !== null}
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          name={picker.name}
          error={hasValidationError}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {params.InputProps.endAdornment}
                  <IconButton
                    size="small"
                    aria-label={translations.openDatePickerDialogue(picker.value?.format(picker.fieldFormat) ?? null)}
                    onClick={() => picker.setOpen((open) => !open)}
                  >
                    <EventIcon fontSize="small" />
                  </IconButton>
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function FieldAutocompleteOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Training session"
        shouldDisableDate={isUnavailable}
        referenceDate={sessionDays[0]}
        sx={{ maxWidth: 300 }}
        slots={{ field: SessionDayField }}
      />
    </LocalizationProvider>
  );
}
