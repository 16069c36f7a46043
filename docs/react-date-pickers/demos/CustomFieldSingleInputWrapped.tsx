import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import {
  SingleInputDateRangeField,
  type SingleInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function StayField(props: SingleInputDateRangeFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const [checkIn] = picker.value;
  const freeCancellationUntil = checkIn?.isValid() ? checkIn.subtract(2, 'day').format('D MMMM') : null;

  return (
    <SingleInputDateRangeField
      {...props}
      helperText={
        freeCancellationUntil
          ? `Free cancellation until ${freeCancellationUntil}`
          : 'Pick your check-in and check-out days'
      }
    />
  );
}

// Without this, the picker handles the component as a field with two inputs.
StayField.fieldType = 'single-input';

export default function CustomFieldSingleInputWrapped() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Stay"
        defaultValue={[dayjs('2025-10-17'), dayjs('2025-10-19')]}
        slots={{ field: StayField }}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
