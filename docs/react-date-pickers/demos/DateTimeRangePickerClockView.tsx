import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const shift: DateRange<Dayjs> = [dayjs('2025-12-24T19:00'), dayjs('2025-12-25T07:00')];

export default function DateTimeRangePickerClockView() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A clock face replaces the hour and minute lists. */}
      <DateTimeRangePicker
        label="Night shift"
        defaultValue={shift}
        viewRenderers={{
          hours: renderTimeViewClock,
          minutes: renderTimeViewClock,
        }}
        sx={{ maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
