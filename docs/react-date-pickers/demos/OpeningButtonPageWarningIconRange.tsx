import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';

// On a range picker the value is a pair, and the check covers both ends.
function AdornmentWithWarning(props: InputAdornmentProps) {
  const { children, ...other } = props;
  const { value } = usePickerContext<DateRange<Dayjs>>();
  const isValidValue = useIsValidValue<DateRange<Dayjs>>();

  return (
    <InputAdornment {...other}>
      {!isValidValue(value) && (
        <Tooltip title="The course runs from 1 to 30 September">
          <ErrorOutlineIcon color="error" fontSize="small" />
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

export default function OpeningButtonPageWarningIconRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Course attendance"
        // The end is after maxDate, so the warning shows.
        defaultValue={[dayjs('2025-09-22'), dayjs('2025-10-03')]}
        minDate={dayjs('2025-09-01')}
        maxDate={dayjs('2025-09-30')}
        slots={{ inputAdornment: AdornmentWithWarning }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
