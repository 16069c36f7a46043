import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const conference: DateRange<Dayjs> = [dayjs('2025-09-29T09:00'), dayjs('2025-10-02T17:30')];

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months side by side, for a range that crosses the end of a month. */}
      <DesktopDateTimeRangePicker
        label="Conference"
        defaultValue={conference}
        calendars={2}
        sx={{ maxWidth: 440 }}
      />
    </LocalizationProvider>
  );
}
