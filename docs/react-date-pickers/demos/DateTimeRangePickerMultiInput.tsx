import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const rental: DateRange<Dayjs> = [dayjs('2025-08-01T10:00'), dayjs('2025-08-08T10:00')];

export default function DateTimeRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        defaultValue={rental}
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Pick-up', end: 'Drop-off' }}
      />
    </LocalizationProvider>
  );
}
