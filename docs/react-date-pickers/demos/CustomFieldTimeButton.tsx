import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTimeManager } from '@mui/x-date-pickers/managers';
import { TimePicker, type TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { useValidation } from '@mui/x-date-pickers/validation';

function PickupTimeButton(props: TimePickerFieldProps) {
  // 'time' splits the props of a time field: minTime, maxTime, shouldDisableTime…
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'time');
  const picker = usePickerContext<Dayjs | null>();
  const { validator } = useTimeManager();
  const { hasValidationError } = useValidation({
    validator,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const text = picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : null;

  return (
    <Button
      id={forwardedProps.id}
      ref={ref}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<ScheduleIcon />}
      disabled={picker.disabled}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {text === null ? picker.label : `Pickup at ${text}`}
      {hasValidationError && ' (shop closed)'}
    </Button>
  );
}

export default function CustomFieldTimeButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The default value, 18:30, is after closing time: the button turns red. */}
      <TimePicker
        label="Choose a pickup time"
        defaultValue={dayjs('2025-05-16T18:30')}
        minTime={dayjs('2025-05-16T09:00')}
        maxTime={dayjs('2025-05-16T18:00')}
        minutesStep={15}
        slots={{ field: PickupTimeButton }}
      />
    </LocalizationProvider>
  );
}
