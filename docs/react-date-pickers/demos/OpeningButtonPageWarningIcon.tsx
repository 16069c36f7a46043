import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';

// Rendered by the field inside the picker, so it can read the picker's value and rules.
function AdornmentWithWarning(props: InputAdornmentProps) {
  const { children, ...other } = props;
  const { value } = usePickerContext<Dayjs | null>();
  const isValidValue = useIsValidValue<Dayjs | null>();

  return (
    <InputAdornment {...other}>
      {!isValidValue(value) && (
        <Tooltip title="Appointments are on weekdays from 1 September">
          <ErrorOutlineIcon color="error" fontSize="small" />
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

export default function OpeningButtonPageWarningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment"
        // A Saturday: the warning shows until you pick a weekday.
        defaultValue={dayjs('2025-09-06')}
        minDate={dayjs('2025-09-01')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ inputAdornment: AdornmentWithWarning }}
        sx={{ maxWidth: 300 }}
      />
    </LocalizationProvider>
  );
}
